import { chromium } from "playwright-core";
const [,, url, out, width = "375", height = "740"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url);
await page.waitForTimeout(400);
await page.screenshot({ path: out });
await browser.close();
