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
  moveUpLabel: (title: string) => `Move “${title}” up`,
  moveDownLabel: (title: string) => `Move “${title}” down`,
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
  sizeLimit: (limit: string) => `At most ${limit}.`,
  replace: "Replace File",
  replacing: "Uploading...",
  errors: {
    title: "Enter a title of at most 200 characters.",
    description: "Use at most 2,000 characters.",
    category: "Choose one of the six categories.",
    sortOrder: "Enter a whole number from 0 to 10,000.",
    noFile: "Choose a file to upload.",
    notFound: "That resource no longer exists.",
  },
} as const;
