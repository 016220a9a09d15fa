// s3rver ships no types; this is the part of its API the tests use.
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Options = {
    silent?: boolean;
    directory?: string;
    configureBuckets?: Array<{ name: string; configs?: Array<string | Buffer> }>;
  };
  export default class S3rver {
    constructor(options?: Options);
    configureBuckets(): Promise<void>;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  }
}
