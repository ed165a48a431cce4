// The honeypot every public form carries: a text field people never see or fill, and
// form-filling bots do. One name for every form, so the server checks it in one place.
export const honeypotField = "website";
