import { z } from "zod";
import { accountText } from "~/content/admin/account";
import { signInText } from "~/content/admin/sign-in";
import { staffText } from "~/content/admin/staff";
import { formText } from "~/lib/form-text";
import { passwordRules, staffRoles } from "~/model/staff";

// The staff forms' rules, checked on the server through Conform.

export const newPassword = z
  .string({ error: signInText.passwordShort })
  .min(passwordRules.min, signInText.passwordShort)
  .max(passwordRules.max, signInText.passwordLong);

export const setPasswordSchema = z
  .object({ password: newPassword, confirm: z.string({ error: signInText.passwordsDiffer }) })
  .refine((value) => value.password === value.confirm, {
    message: signInText.passwordsDiffer,
    path: ["confirm"],
  });

export const addStaffSchema = z.object({
  name: formText({ max: 80, tooLong: staffText.errors.nameLong, required: staffText.errors.name }),
  email: formText({ max: 254, tooLong: staffText.errors.email, required: staffText.errors.email })
    .transform((value) => value.toLowerCase())
    .pipe(z.email(staffText.errors.email)),
  role: z.enum(staffRoles),
});

const currentPassword = z
  .string({ error: accountText.errors.currentPassword })
  .min(1, accountText.errors.currentPassword)
  .max(passwordRules.sentMax, accountText.errors.currentPassword);

export const nameSchema = z.object({
  name: formText({ max: 80, tooLong: staffText.errors.nameLong, required: staffText.errors.name }),
});

export const emailSchema = z.object({
  email: formText({ max: 254, tooLong: staffText.errors.email, required: staffText.errors.email })
    .transform((value) => value.toLowerCase())
    .pipe(z.email(staffText.errors.email)),
  currentPassword,
});

export const changePasswordSchema = z
  .object({
    currentPassword,
    password: newPassword,
    confirm: z.string({ error: signInText.passwordsDiffer }),
  })
  .refine((value) => value.password === value.confirm, {
    message: signInText.passwordsDiffer,
    path: ["confirm"],
  });

export const newCodesSchema = z.object({ currentPassword });
