export interface PublicStats {
  /** Verified members. */
  members: number;
  /** Matches made so far. */
  matches: number;
}
