/** A pair of members is stored ordered (`userA < userB`), so one pair can only ever have one match row. */
export const orderedPair = (a: string, b: string) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });
