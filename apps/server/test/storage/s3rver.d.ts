/** The part of s3rver 3's API the storage tests use (the package ships no types). */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  type Options = { address?: string; port?: number; silent?: boolean; directory: string; resetOnClose?: boolean };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
