import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server for tests: every mail it accepts is parsed (mailparser) and kept in `mails`.
// stop() and start() again on the same port simulate the mail server going down and coming back.
export interface TestSmtp {
  mails: ParsedMail[];
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Waits until `predicate` holds for the received mails (polling the in-process list). */
  waitFor(predicate: (mails: ParsedMail[]) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
}

export function testSmtp(port: number): TestSmtp {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    mails,
    url: `smtp://127.0.0.1:${port}`,
    start() {
      server = new SMTPServer({
        secure: false,
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        // stop() is a mail server going down: open (pooled) connections are cut at once, not after
        // the 30 s smtp-server would otherwise wait for clients to leave.
        closeTimeout: 50,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              mails.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      return new Promise((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(port, "127.0.0.1", () => resolve());
      });
    },
    stop() {
      return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
    async waitFor(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(mails)) {
        if (Date.now() > deadline) {
          throw new Error(`mail not received in ${timeoutMs} ms; got: ${mails.map((m) => m.subject).join(" | ")}`);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      return mails;
    },
  };
}
