// What students and the founder say (spec §1, §3 "Testimonial": text, author, role, initial).
// The spec gives the roles but not the words or names: both are stand-ins the studio replaces.

export type Testimonial = {
  text: string;
  author: string;
  role: "Google Review" | "Legacy Founder";
};

export const testimonials: Testimonial[] = [
  {
    // @draft-copy: a review the studio replaces with a real one
    text: "Our kids look forward to every class. The instructors teach discipline and respect along with karate, and it shows at home.",
    // @placeholder: the reviewer's name
    author: "Dojo Parent",
    role: "Google Review",
  },
  {
    // @draft-copy: a review the studio replaces with a real one
    text: "I started as an adult beginner and felt welcome from the first orientation. Traditional training in a real community.",
    // @placeholder: the reviewer's name
    author: "Adult Student",
    role: "Google Review",
  },
  {
    // @draft-copy: the founder's quote, the dojo's mission as the spec states it, until the founder's own words
    text: "Connect people to their innate spiritual nature through disciplined study of traditional Shotokan karate, integrating body, mind and spirit.",
    // @placeholder: the founder's name
    author: "Founder",
    role: "Legacy Founder",
  },
];

/** The letter shown in the avatar circle. */
export function initialOf(testimonial: Testimonial): string {
  return testimonial.author.trim().charAt(0).toUpperCase();
}
