// The enquiry form's add-on fields (/enquire): a ticked box `addon_<id>` and, for an hourly add-on,
// `addon_<id>_hours`. Pure, for the island and the server half alike.
export const addOnField = (id: string) => `addon_${id}`;
export const addOnHoursField = (id: string) => `addon_${id}_hours`;
