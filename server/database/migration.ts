/** One schema change. */
export interface Migration {
  /** Unique and never renamed: the database records which ids it has applied. */
  readonly id: string;
  readonly sql: string;
}
