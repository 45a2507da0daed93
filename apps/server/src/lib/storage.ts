import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** Where processed photos live. Keys are server-generated names, never anything a client sent. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the file, or null when there is none. */
  read(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
  /** Releases connections, if the store holds any. */
  close?(): void;
}

const SAFE_KEY = /^[a-z0-9-]+\.[a-z0-9]+$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}

/** Local disk under a directory; the default for one instance (`s3-storage.ts` serves several). */
export function createDiskStorage(directory: string): FileStorage {
  const fullPath = (key: string) => {
    assertSafeKey(key);
    return path.join(directory, key);
  };
  return {
    async put(key, data) {
      await mkdir(directory, { recursive: true });
      await writeFile(fullPath(key), data);
    },
    async read(key) {
      const file = fullPath(key);
      const exists = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
      return exists ? createReadStream(file) : null;
    },
    async remove(key) {
      await rm(fullPath(key), { force: true });
    },
  };
}
