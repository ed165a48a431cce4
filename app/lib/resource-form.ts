// The resource form's limits, shared by the upload form, the staff area's edit page and the
// server's schema (services/resources/schema.ts); the browser checks them with maxlength.

export const resourceLimits = { title: 200, description: 2000 } as const;
