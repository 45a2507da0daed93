import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { assertSafeKey, type FileStorage } from "./storage.ts";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the address of any other S3-compatible store (MinIO, R2, Ceph, …). */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addresses (`endpoint/bucket/key`), which most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Keys are stored under this folder of the bucket, so one bucket can serve several apps. */
  prefix?: string;
}

/** Objects are only ever served through the app, which sets its own type; this is for anyone browsing the bucket. */
const CONTENT_TYPES: Record<string, string> = { webp: "image/webp", webm: "audio/webm", m4a: "audio/mp4" };
const contentTypeOf = (key: string) => CONTENT_TYPES[key.split(".").pop() ?? ""] ?? "application/octet-stream";

/**
 * Photos (and voice prompts) in an S3-compatible bucket, so every instance sees the same files without a shared volume. Files are
 * still served through the app's own route, which checks who is asking before streaming the object.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer checksum headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${options.prefix ?? ""}${key}`;
  };
  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: objectKey(key) }));
    },
    close: () => client.destroy(),
  };
}
