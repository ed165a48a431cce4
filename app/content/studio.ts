// The studio's own facts. The spec leaves its name, phone, email, street and outside accounts
// unstated, so each of those is a clearly fictional placeholder the studio replaces before launch
// (`npm run content:placeholders` lists every one). Facts the spec does state are plain values.

export const studio = {
  // @placeholder: the studio's name (the spec says only that it means "Blissful Tiger")
  name: "Blissful Tiger Dojo",
  // @placeholder: the short name used in buttons such as "Return to …"
  shortName: "Blissful Tiger",
  // @placeholder: the yoga and mindfulness centre's name
  yogaName: "Blissful Tiger Yoga & Mindfulness",
  // @placeholder: phone number (555-01xx numbers are reserved for fiction)
  phone: { display: "(718) 555-0142", href: "tel:+17185550142" },
  // @placeholder: email address
  email: "hello@example.com",
  address: {
    // @placeholder: street address
    street: "100 Example Street",
    // @placeholder: neighbourhood (ZIP 11694 is from the spec)
    locality: "Rockaway Park",
    region: "NY",
    postalCode: "11694",
  },
  foundedYear: 1979,
  studentCount: "80+",
  replyTime: "within 24 hours",
  social: {
    // @placeholder: Facebook page
    facebook: "https://www.facebook.com/example",
    // @placeholder: Instagram account
    instagram: "https://www.instagram.com/example",
  },
} as const;

export function addressOneLine(): string {
  const { street, locality, region, postalCode } = studio.address;
  return `${street}, ${locality}, ${region} ${postalCode}`;
}

export function mapsUrl(): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressOneLine())}`;
}
