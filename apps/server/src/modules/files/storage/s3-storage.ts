import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3Settings } from '../../../config.ts';
import {
  clampRange,
  RangeNotSatisfiable,
  type ByteRange,
  type FileStorage,
  type StorageBody,
  type StoredObjectInfo,
  type StoredObjectStream,
} from './file-storage.ts';

const status = (e: unknown) => (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (e: unknown) => status(e) === 404 || ['NoSuchKey', 'NotFound'].includes((e as Error).name);

/** Parts of a streamed upload: S3's smallest part is 5 MiB; two in flight keep memory at about 10 MiB per upload. */
const PART_SIZE = 5 * 1024 * 1024;

/**
 * Stored files in an S3-compatible bucket (MinIO, Aliyun OSS, Tencent COS, AWS): every instance reads what any
 * instance wrote. A stream is uploaded in parts as it arrives (lib-storage's Upload), and a read is the object's
 * body stream, with the range passed to S3, so neither direction holds a whole file.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      ...(settings.accessKeyId &&
        settings.secretAccessKey && { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }),
      // Checksums only when the service asks: MinIO, OSS and COS do not all accept the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: StorageBody, options: { contentType?: string } = {}): Promise<{ size: number }> {
    const contentType = options.contentType ?? 'application/octet-stream';
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
      return { size: body.length };
    }
    let size = 0;
    const counted = Readable.from(
      (async function* () {
        for await (const chunk of body) {
          size += chunk.length;
          yield chunk;
        }
      })(),
    );
    // A failed Upload aborts its multipart upload, so no parts are left in the bucket.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: 2,
    }).done();
    return { size };
  }

  async get(key: string, options: { range?: ByteRange } = {}): Promise<StoredObjectStream | undefined> {
    const asked = options.range;
    const Range = asked && `bytes=${asked.start}-${asked.end ?? ''}`;
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range }));
      const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : (out.ContentLength ?? 0);
      const range = asked && clampRange(asked, total);
      return { size: total, contentType: out.ContentType, body: out.Body as Readable, ...(range && { range }) };
    } catch (e) {
      if (isMissing(e)) return undefined;
      if (status(e) === 416) {
        const info = await this.head(key);
        if (info) throw new RangeNotSatisfiable(info.size);
        return undefined;
      }
      throw e;
    }
  }

  async head(key: string): Promise<StoredObjectInfo | undefined> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: out.ContentLength ?? 0, contentType: out.ContentType };
    } catch (e) {
      if (isMissing(e)) return undefined;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
