import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_TEST_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** A local S3-compatible server speaking the S3 REST protocol, with one empty bucket. */
export async function startS3Server(bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), "devmatch-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
