import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { STRONG_PASSWORD } from "./factories.ts";

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  exited: Promise<number | null>;
}

/** One real server process (`main.ts`), as a deployment runs it. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "devmatch-instance-")),
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { port, url, process: child, exited };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`instance on port ${port} did not become ready`);
}

/**
 * A TCP load balancer in front of several instances: connections go round-robin to the instances that accept
 * them, so when one dies its clients' reconnections land on the others.
 */
export async function startBalancer(ports: number[]) {
  const open = new Set<Socket>();
  let next = 0;
  const forward = (client: Socket, tries: number) => {
    if (tries >= ports.length) {
      client.destroy();
      return;
    }
    const port = ports[next++ % ports.length] as number;
    const upstream = connect(port, "127.0.0.1");
    upstream.once("error", () => {
      upstream.destroy();
      if (!client.destroyed && upstream.bytesWritten === 0) forward(client, tries + 1);
    });
    upstream.once("connect", () => {
      open.add(upstream);
      upstream.on("error", () => client.destroy());
      upstream.on("close", () => {
        client.destroy();
        open.delete(upstream);
      });
      client.on("close", () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    });
  };
  const server = createServer({ pauseOnConnect: true }, (client) => {
    client.on("error", () => client.destroy());
    forward(client, 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A free port: the kernel picks one, and it is given back at once. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Signs in at `baseUrl`, as a page of the app's public origin would. */
export async function signInVia(baseUrl: string, email: string, origin = baseUrl) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ emailId: email, password: STRONG_PASSWORD, rememberMe: false }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("devmatch_session="));
  if (!cookie) throw new Error(`sign-in failed: ${response.status}`);
  return cookie.split(";")[0] as string;
}
