// The site's public pages as staff name them, for where a message or a newsletter sign-up came
// from ("Sent from the yoga contact page") instead of its address. A test keeps it in step with
// app/site-pages.ts.

export const pageNames: Record<string, string> = {
  "/": "the home page",
  "/karate": "the karate home page",
  "/yoga": "the yoga home page",
  "/yoga/courses": "the yoga courses page",
  "/yoga/camps": "the yoga camps page",
  "/yoga/events": "the yoga events page",
  "/yoga/calendar": "the yoga calendar",
  "/yoga/signup": "the yoga sign-up page",
  "/yoga/login": "the yoga student login page",
  "/yoga/auth": "the yoga student account page",
  "/yoga/contact": "the yoga contact page",
  "/yoga/store": "the yoga store page",
  "/yoga/birthdays": "the yoga birthdays page",
  "/events": "the karate events page",
  "/sword-workshop": "the sword workshop page",
  "/competitions": "the tournaments page",
  "/camps": "the karate camps page",
  "/calendar": "the karate calendar",
  "/store": "the karate store page",
  "/special-events": "the special events page",
  "/resources": "the resources page",
  "/about": "the about page",
  "/login": "the karate student login page",
  "/signup": "the karate sign-up page",
  "/karate-moms": "the Karate Moms page",
  "/auth": "the karate student account page",
  "/contact": "the karate contact page",
  "/chess": "the chess page",
  "/newsletter": "the newsletter page",
  "/mindful-ai": "the mindful-AI workshop page",
};

/** A page without a name here (one added since): its address, said as one. */
export const unnamedPage = (path: string) => `the page at ${path}`;
