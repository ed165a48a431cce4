import contactIconsFile from "~/assets/contact-icons.svg?url";

// The phone, email, map and social icons as a small file of their own (written with the sprite by
// `npm run icons`): the footer and the contact blocks draw them from it, so pages do not carry
// their symbols. The browser fetches it at low priority, after what the first paint needs, and
// keeps it for every page; it holds five symbols, so drawing from it costs next to nothing.

export const contactIcons = contactIconsFile;
