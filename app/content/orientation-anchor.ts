// Where the orientation button on the karate home lands (spec §2, §9), in a module of its own so
// the button does not carry the orientation page's content.

export const orientationSectionId = "orientation-section";
/** The karate home's orientation button scrolls to the section this long after arriving. */
export const orientationScrollDelayMs = 100;
