import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";
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
      "--log-file=stdout",
      "--simple-log",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let exited = false;
  let log = "";
  const keepLog = (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-2000);
  };
  child.stdout?.on("data", keepLog);
  child.stderr?.on("data", keepLog);
  child.once("exit", () => {
    exited = true;
  });
  // Ready once it answers a STUN binding request on its port; its log says nothing reliable about that.
  let ready = false;
  for (let attempt = 0; attempt < 100 && !exited && !ready; attempt++) ready = await answersStun(port);
  // Its log is no longer kept; the streams keep flowing, so coturn never blocks on a full pipe.
  child.stdout?.off("data", keepLog);
  child.stderr?.off("data", keepLog);
  if (!ready) {
    process.stderr.write(`coturn did not start:\n${log}\n`);
    child.kill("SIGTERM");
    return null;
  }
  return {
    iceServer: { urls: `turn:127.0.0.1:${port}?transport=udp`, username, credential },
    close: () => child.kill("SIGTERM"),
  };
}

/** Whether a STUN server answers a binding request on 127.0.0.1:`port` within 200 ms. */
function answersStun(port: number) {
  const request = Buffer.alloc(20);
  request.writeUInt16BE(0x0001, 0); // binding request, no attributes
  request.writeUInt32BE(0x2112a442, 4); // the magic cookie
  randomBytes(12).copy(request, 8);
  const socket = createSocket("udp4");
  return new Promise<boolean>((resolve) => {
    const done = (answered: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(answered);
    };
    const timer = setTimeout(() => done(false), 200);
    socket.once("message", () => done(true));
    socket.once("error", () => done(false));
    socket.send(request, port, "127.0.0.1");
  });
}
