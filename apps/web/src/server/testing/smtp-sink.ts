import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps every mail it accepts, parsed. */
export interface SmtpSink {
  port: number;
  /** `smtp://user:pass@127.0.0.1:<port>` */
  url: string;
  mails: ParsedMail[];
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  close: () => Promise<void>;
}

/**
 * Starts `smtp-server` on loopback (plain SMTP, AUTH PLAIN/LOGIN allowed
 * without TLS), parsing each mail with `mailparser`. With `port`, it listens
 * there (to come back after a test stopped it).
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, callback) => {
      if (auth.username === "user" && auth.password === "pass") callback(null, { user: "user" });
      else callback(new Error("Invalid username or password"));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://user:pass@127.0.0.1:${port}`,
    mails,
    waitFor: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (mails.length < count) {
        if (Date.now() > deadline)
          throw new Error(`SMTP sink got ${mails.length} of ${count} mails`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return mails;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
