// A resource in the library (spec §3 "Resource"): its six categories, as stored and as the page
// names them, and the file types an upload may be.

/** The six categories: the value stored in the database, and the label the page shows. */
export const resourceCategories = [
  { value: "Belt Requirements", label: "Belt Requirements" },
  { value: "Handbooks", label: "Student Handbooks" },
  { value: "Rules & Etiquette", label: "Rules & Etiquette" },
  { value: "Philosophy", label: "Dojo Kun & Philosophy" },
  { value: "Terminology", label: "Japanese Terms" },
  { value: "Training Manuals", label: "Training Manuals" },
] as const;

export type ResourceCategory = (typeof resourceCategories)[number]["value"];

export const defaultResourceCategory: ResourceCategory = "Belt Requirements";

export function isResourceCategory(value: unknown): value is ResourceCategory {
  return resourceCategories.some((category) => category.value === value);
}

export function categoryLabel(value: string): string {
  return resourceCategories.find((category) => category.value === value)?.label ?? value;
}

/** A resource as the page shows it (spec §3 "Resource"); read by services/resources. */
export type ResourceRecord = {
  id: number;
  title: string;
  description: string | null;
  category: ResourceCategory;
  fileName: string;
  fileUrl: string;
  fileSize: number;
  fileType: string;
  featured: boolean;
  sortOrder: number;
  createdAt: string;
};

/** The file types an upload may be (spec §5), by extension. */
export const acceptedExtensions = ["pdf", "doc", "docx", "txt", "jpg", "jpeg", "png"] as const;

/** The same types as a file input's `accept`. */
export const acceptedFileTypes = acceptedExtensions.map((extension) => `.${extension}`).join(",");
