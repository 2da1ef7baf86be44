/** The parts of s3rver (no published types) the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: unknown[] }[];
  }

  /** Its filesystem store: each object is files named after the key, in folders of the key. */
  interface FilesystemStore {
    getResourcePath(bucket: string, key: string, resource: string): string;
    deleteObject(bucket: string, key: string): Promise<void>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    readonly store: FilesystemStore;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
