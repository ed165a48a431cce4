import type { FaqItem } from "./faq";
import { studio } from "./studio";

// The resource library, /resources (spec §2 "Resources", §3 "Resource", §4, §5 "Resource upload",
// §8, §9): its words and its FAQ (its six categories are app/model/resources.ts). The page's states and messages are the
// spec's; the FAQ answers use only facts the spec states, for the studio to confirm.

export const resourcesText = {
  title: "Dojo Resources",
  heading: "Dojo Resources",
  // @draft-copy: the resources page's introduction
  intro:
    "Belt requirements, handbooks, etiquette, philosophy, Japanese terms and training manuals for our students and their families, free to download.",
  // @draft-copy: the page's description for search results and social cards
  description: `Belt requirements, student handbooks, dojo etiquette, philosophy and Japanese terms from ${studio.name}, free to download.`,
  valuesHeading: "The Principles We Train By",
  filterLabel: "Filter resources by category",
  allResources: "All Resources",
  listHeading: "Documents",
  loading: "Loading resources...",
  emptyHeading: "No Resources Found",
  emptyAll: "No resources have been uploaded yet.",
  emptyCategory: (label: string) => `No resources found in the ${label} category.`,
  // The library a page at a time.
  pagesLabel: "Pages of the library",
  moreResources: "More resources",
  firstResources: "Back to the first resources",
  featured: "Featured",
  fileType: "File type",
  added: "Added",
  download: "Download",
  downloadLabel: (title: string) => `Download ${title} (opens in a new tab)`,
  faqHeading: "Frequently Asked Questions",
  // Toasts and their words without script (spec §8).
  errorTitle: "Error",
  successTitle: "Success",
  loadFailed: "Failed to load resources",
  downloadFailed: "Failed to download file",
  missingFields: "Please fill in all required fields",
  uploadFailed: "Failed to upload resource",
  uploaded: "Resource uploaded successfully",
  // The upload dialog (spec §5 "Resource upload").
  upload: "Upload Resource",
  uploading: "Uploading...",
  uploadHeading: "Upload Resource",
  // @draft-copy: the upload dialog's one-line explanation
  uploadIntro: "Add a document to the library. Visitors can download it as soon as it is uploaded.",
  titleLabel: "Title",
  descriptionLabel: "Description",
  categoryLabel: "Category",
  fileLabel: "File",
  fileHint: "PDF, Word (.doc, .docx), text, JPG or PNG.",
  cancel: "Cancel",
  tooLarge: (limit: string) => `That file is larger than ${limit}.`,
  wrongType:
    "That file is not a PDF, Word document, text file, JPG or PNG, or its name says otherwise.",
} as const;

/** The four principles (spec §2 "Resources"): a title and its meaning, as the spec gives them. */
export const resourceValues = [
  { title: "Shitsuke", description: "Sustained self-discipline." },
  { title: "Kei", description: "Reverent respect." },
  { title: "Wa", description: "Harmonious unity." },
  { title: "Zanshin", description: "Mindfulness." },
] as const;

// @draft-copy: the resources FAQ (twelve questions; answers from the spec's facts only)
export const resourcesFaq: FaqItem[] = [
  {
    question: "What is in the Dojo Resources library?",
    answer:
      "Documents for our students and families in six categories: Belt Requirements, Student Handbooks, Rules & Etiquette, Dojo Kun & Philosophy, Japanese Terms and Training Manuals.",
  },
  {
    question: "Do I need an account to download a resource?",
    answer: "No. Every resource on this page can be downloaded by anyone, without signing in.",
  },
  {
    question: "What kinds of files are there?",
    answer: "PDF files, Word documents (.doc and .docx), plain text files and JPG or PNG images.",
  },
  {
    question: "What happens when I press Download?",
    answer:
      "The file opens in a new tab under its original name. PDFs, text files and images open in the browser; Word documents are saved to your device.",
  },
  {
    question: "How do I see the documents of one topic only?",
    answer:
      "Choose a category in the row above the documents. The page's address keeps your choice, so you can bookmark it or send it to someone.",
  },
  {
    question: "What does “Featured” mean?",
    answer: "Featured documents are the ones the dojo points to first; they are listed at the top.",
  },
  {
    question: "What are the four principles on this page?",
    answer:
      "Shitsuke, sustained self-discipline; Kei, reverent respect; Wa, harmonious unity; and Zanshin, mindfulness.",
  },
  {
    question: "How often are belt promotions held?",
    answer:
      "Every 3 to 4 months, and every 6 months or more at the higher belts. The Belt Requirements documents help students prepare.",
  },
  {
    question: "How long does it take to earn a black belt?",
    answer: "Typically 4 to 5 years of training.",
  },
  {
    question: "How often should a student train?",
    answer: "We recommend at least twice a week.",
  },
  {
    question: "From what age can children start karate?",
    answer: "Karate classes start from age 4.",
  },
  {
    question: "A document does not open. What can I do?",
    answer: `Try again in a moment. If it still does not open, call us at ${studio.phone.display} or write to ${studio.email}.`,
  },
];

/** How an upload ended, as the page says it (spec §8). */
export const uploadResults = ["uploaded", "missing", "failed", "too-large", "wrong-type"] as const;
export type UploadResult = (typeof uploadResults)[number];
