import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL and a Redis of the benchmark's own on spare ports, so it can stop and restart them without
 * touching the machine's shared servers.
 */
const pgBin = () => {
  const versions = readdirSync("/usr/lib/postgresql").sort();
  const latest = versions.at(-1);
  if (!latest) throw new Error("no PostgreSQL server binaries under /usr/lib/postgresql");
  return path.join("/usr/lib/postgresql", latest, "bin");
};

/** PostgreSQL refuses to run as root; the server runs as the `postgres` account when started by root. */
const asPostgres = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? (["runuser", ["-u", "postgres", "--", command, ...args]] as const)
    : ([command, args] as const);

export function startOwnPostgres(port: number) {
  const directory = mkdtempSync(path.join(tmpdir(), "devmatch-faults-pg-"));
  chmodSync(directory, 0o777);
  const dataDir = path.join(directory, "data");
  const run = (command: string, args: string[]) => {
    const [program, programArgs] = asPostgres(path.join(pgBin(), command), args);
    execFileSync(program, programArgs, { stdio: "ignore" });
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-o", options, "-w", "-l", path.join(directory, "log"), "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      const [program, args] = asPostgres(path.join(pgBin(), "pg_ctl"), ["-D", dataDir, "-m", "immediate", "stop"]);
      spawnSync(program, args, { stdio: "ignore" });
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export async function startOwnRedis(port: number) {
  let child: ReturnType<typeof spawn> | null = null;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    for (let tries = 0; tries < 50; tries++) {
      if (
        spawnSync("redis-cli", ["-p", String(port), "ping"])
          .stdout?.toString()
          .includes("PONG")
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("redis-server did not start");
  };
  const stop = async () => {
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child?.kill("SIGKILL");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}
