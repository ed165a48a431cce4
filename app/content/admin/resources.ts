// The staff area's resource pages (/admin/resources and one resource's page): their words. The
// words of the public library and its upload form are in resources.ts.

export const resourcesAdminText = {
  heading: "Resources",
  intro: "The documents of the Dojo Resources page, in the order visitors see them.",
  upload: "Upload Resource",
  viewPage: "View the page",
  featured: "Featured",
  moveUp: "Move up",
  moveDown: "Move down",
  // Each begins with the button's own words, which a speech user says to press it.
  moveUpLabel: (title: string) => `Move up: ${title}`,
  moveDownLabel: (title: string) => `Move down: ${title}`,
  editLabel: (title: string) => `Edit: ${title}`,
  openLabel: (title: string) => `Open file: ${title}`,
  deleteLabel: (title: string) => `Delete: ${title}`,
  edit: "Edit",
  delete: "Delete",
  open: "Open file",
  deleteQuestion: (title: string) =>
    `Delete “${title}” and its file? Visitors can no longer download it. This cannot be undone.`,
  editHeading: "Edit Resource",
  fields: {
    title: "Title",
    description: "Description",
    category: "Category",
    featured: "Featured (shown first)",
    sortOrder: "Order",
  },
  sortOrderHint: "Lower numbers come first within featured and other resources.",
  fileHeading: "The File",
  currentFile: "Current file",
  added: "Added",
  replaceLabel: "New file",
  keepFile: "Leave this empty to keep the current file.",
  sizeLimit: (limit: string) => `At most ${limit}.`,
  errors: {
    title: "Enter a title.",
    titleTooLong: "Use at most 200 characters for the title.",
    description: "Use at most 2,000 characters.",
    category: "Choose one of the six categories.",
    sortOrder: "Enter a whole number from 0 to 10,000.",
    notFound: "That resource no longer exists.",
  },
} as const;
