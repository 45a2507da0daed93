/** Evidence of a dismissed report (the conversation attached, the reason) is kept this long, then emptied. */
export const MODERATION_EVIDENCE_DAYS = 90;
/** Members reporting one member within a day that take them out of feeds until a moderator decides. */
export const AUTO_HIDE_REPORTERS = 3;
/** A reporter's account must be at least this old for their report to count towards an automatic hide. */
export const AUTO_HIDE_REPORTER_MIN_AGE_HOURS = 24;
/** The longest suspension a moderator can give; anything longer is a ban. */
export const SUSPENSION_MAX_DAYS = 365;
/** An appeal's length: enough to say something, short enough to read. */
export const APPEAL_TEXT_MIN = 10;
export const APPEAL_TEXT_MAX = 2000;
