import { z } from "zod";
import { resourcesAdminText as text } from "~/content/admin/resources";
import { resourceCategories, type ResourceCategory } from "~/model/resources";
import { formText } from "~/lib/form-text";
import { resourceLimits } from "~/lib/resource-form";

// A resource's fields as a form sends them: the upload on /resources and the staff area's edit
// page check the same rules.

const categoryValues = resourceCategories.map((category) => category.value) as [
  ResourceCategory,
  ...ResourceCategory[],
];

export const resourceFieldsSchema = z.object({
  title: formText({
    max: resourceLimits.title,
    tooLong: text.errors.titleTooLong,
    required: text.errors.title,
  }),
  description: formText({
    max: resourceLimits.description,
    tooLong: text.errors.description,
    multiLine: true,
  }).transform((value) => (value === "" ? null : value)),
  category: z.enum(categoryValues, { error: text.errors.category }),
});

/** The edit page's fields: also the featured mark and the place in the list. */
export const resourceEditSchema = resourceFieldsSchema.extend({
  featured: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  sortOrder: formText({ max: 5, tooLong: text.errors.sortOrder, required: text.errors.sortOrder })
    .pipe(z.string().regex(/^\d+$/, text.errors.sortOrder))
    .transform(Number)
    .refine((value) => value <= 10_000, text.errors.sortOrder),
});
