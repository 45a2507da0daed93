import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";

const TURNSERVER = "/usr/bin/turnserver";

export interface TurnServer {
  /** The app's `ICE_SERVERS` entry for it, with this run's credential. */
  iceServer: { urls: string; username: string; credential: string };
  close(): void;
}

/**
 * A local coturn (Debian's `coturn`) for the call that must go through TURN, with a credential made for this run,
 * or null where coturn is not installed. It relays between loopback addresses, which a public TURN server refuses.
 */
export async function startTurnServer(port: number): Promise<TurnServer | null> {
  if (!existsSync(TURNSERVER)) return null;
  const username = "e2e";
  const credential = randomBytes(12).toString("hex");
  const child: ChildProcess = spawn(
    TURNSERVER,
    [
      "-n",
      "--no-cli",
      "--no-tls",
      "--no-dtls",
      "--listening-ip=127.0.0.1",
      "--relay-ip=127.0.0.1",
      `--listening-port=${port}`,
      "--min-port=49160",
      "--max-port=49200",
      "--realm=devmatch.test",
      "--lt-cred-mech",
      `--user=${username}:${credential}`,
      "--allow-loopback-peers",
      "--cli-password=unused",
      "--log-file=stdout",
      "--simple-log",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  // Ready once it listens on its port (its log says so), or gone if it cannot start.
  const ready = await new Promise<boolean>((resolve) => {
    let log = "";
    const read = (chunk: Buffer) => {
      log += chunk.toString("utf8");
      if (/Total (General|UDP) servers|listener opened|IPv4. UDP listener opened/i.test(log)) resolve(true);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", () => {
      process.stderr.write(`coturn stopped before it was ready:\n${log.slice(-2000)}\n`);
      resolve(false);
    });
  });
  if (!ready) return null;
  return {
    iceServer: { urls: `turn:127.0.0.1:${port}?transport=udp`, username, credential },
    close: () => child.kill("SIGTERM"),
  };
}
