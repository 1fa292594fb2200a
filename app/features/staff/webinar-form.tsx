import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { TextField } from "~/features/form-kit/fields";

// The form of a webinar session (create and edit): date and time are Frankfurt wall-clock time.

type Values = Record<"topic" | "date" | "time" | "duration" | "capacity" | "joinUrl", string>;
type Errors = Partial<Record<keyof Values | "form", string>>;

export function SessionForm({
  intent,
  values,
  errors,
  submitLabel,
}: {
  intent: "create" | "update";
  values: Values;
  errors?: Errors;
  submitLabel: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" noValidate className="grid gap-5 md:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      <TextField
        label="Topic"
        name="topic"
        defaultValue={values.topic}
        error={errors?.topic}
        required
        maxLength={120}
      />
      <TextField
        label="Join link"
        name="joinUrl"
        type="url"
        defaultValue={values.joinUrl}
        error={errors?.joinUrl}
        required
        placeholder="https://"
      />
      <TextField
        label="Date"
        name="date"
        type="date"
        defaultValue={values.date}
        error={errors?.date}
        hint="Frankfurt time"
        required
      />
      <TextField
        label="Start time"
        name="time"
        type="time"
        defaultValue={values.time}
        error={errors?.time}
        hint="Frankfurt time"
        required
      />
      <TextField
        label="Duration (minutes)"
        name="duration"
        type="number"
        min={15}
        max={480}
        defaultValue={values.duration}
        error={errors?.duration}
        required
      />
      <TextField
        label="Capacity (seats)"
        name="capacity"
        type="number"
        min={1}
        max={10000}
        defaultValue={values.capacity}
        error={errors?.capacity}
        required
      />
      <div className="md:col-span-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
