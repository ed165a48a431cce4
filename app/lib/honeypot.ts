// The honeypot every public form carries: a text field people never see or fill, and
// form-filling bots do. One name for every form, so the server checks it in one place. The name
// is one no browser's autofill recognises ("website" or "company" would be filled in for people).
export const honeypotField = "studio_trap";
