/**
 * A relay depot filled to this share of its capacity or more is "nearly full": the gauge turns
 * to the warning colour, the home page counts it and the depot list's filter shows it. One
 * number for the three, shared with the server (its home figure).
 */
export const NEARLY_FULL_RATE = 0.8;
