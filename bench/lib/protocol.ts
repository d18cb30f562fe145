/** Messages between run.ts and the server child (server-child.ts) over the fork IPC channel. */
/** A statement as the app sent it; `name` when it was a prepared statement (PostgreSQL plans it once per connection). */
export type CapturedQuery = { text: string; values: unknown[]; name?: string };

export type ParentMessage =
  | { type: 'capture-start'; id: number }
  | { type: 'capture-stop'; id: number }
  | { type: 'time-sql'; id: number; queries: CapturedQuery[]; runs: number; concurrency: number; budgetMs: number }
  | { type: 'query'; id: number; query: CapturedQuery }
  | { type: 'drain'; id: number }
  | { type: 'profile-start'; id: number }
  | { type: 'profile-stop'; id: number; file: string }
  | { type: 'stop'; id: number };

export type ChildMessage =
  | { type: 'ready'; port: number; kind: 'pglite' | 'postgres' }
  | { type: 'fatal'; message: string }
  | { type: 'ok'; id: number }
  | { type: 'captured'; id: number; queries: CapturedQuery[] }
  | { type: 'times'; id: number; times: number[]; wallMs: number }
  | { type: 'rows'; id: number; rows: Record<string, unknown>[] }
  | { type: 'error'; id: number; message: string };

type Body<T extends ParentMessage['type']> = Omit<Extract<ParentMessage, { type: T }>, 'id' | 'type'>;
export type Reply = Exclude<ChildMessage, { type: 'ready' } | { type: 'fatal' }>;
export type Ask = <T extends ParentMessage['type']>(type: T, body: Body<T>) => Promise<Reply>;
