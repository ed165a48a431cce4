import { Link } from "react-router";
import { resourcesText, resourceValues } from "~/content/resources";
import {
  categoryLabel,
  resourceCategories,
  type ResourceCategory,
  type ResourceRecord,
} from "~/model/resources";
import { formatAddedDate } from "~/model/times";
import { formatFileSize } from "~/lib/file-size";
import { cn } from "~/lib/cn";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { CardGrid } from "~/components/ui/card-grid";
import {
  Download,
  Handshake,
  HandHeart,
  Loader2,
  ScrollText,
  Star,
  Target,
  Wind,
  type IconComponent,
} from "~/components/ui/icons";
import { Motif, type MotifTone } from "~/components/ui/motif";
import { Section } from "~/components/ui/section";
import { Static } from "~/components/ui/static";
import { SectionHeading } from "./page-hero";

// The parts of /resources (spec §2 "Resources", §4): the four principles, the category filter,
// the grid of resource cards with its loading and empty states. The upload form is in
// resource-upload.tsx, which only the staff's upload loads.

const valueArt: { icon: IconComponent; tone: MotifTone }[] = [
  { icon: Target, tone: "indigo" },
  { icon: HandHeart, tone: "vermilion" },
  { icon: Handshake, tone: "sea" },
  { icon: Wind, tone: "indigo" },
];

export function ResourceValues() {
  return (
    <Section aria-labelledby="values-heading" tone="muted" width="7xl">
      <SectionHeading id="values-heading" title={resourcesText.valuesHeading} />
      <CardGrid className="mt-10 sm:grid-cols-2 lg:grid-cols-4">
        {resourceValues.map((value, index) => {
          const art = valueArt[index % valueArt.length] ?? { icon: Target, tone: "indigo" };
          return (
            <Card as="li" key={value.title} className="overflow-hidden">
              <Motif icon={art.icon} tone={art.tone} className="h-32" />
              <div className="p-5">
                <h3 className="text-xl font-bold text-ink">{value.title}</h3>
                <p className="mt-1 text-ink-muted">{value.description}</p>
              </div>
            </Card>
          );
        })}
      </CardGrid>
    </Section>
  );
}

/** "All Resources" and the six categories, as links: the choice lives in the page's address. */
export function CategoryFilter({ current }: { current: ResourceCategory | null }) {
  const options = [
    { value: null, label: resourcesText.allResources },
    ...resourceCategories.map((category) => ({ value: category.value, label: category.label })),
  ];
  return (
    <nav aria-label={resourcesText.filterLabel}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const selected = option.value === current;
          return (
            <li key={option.label}>
              <Link
                to={
                  option.value
                    ? `/resources?category=${encodeURIComponent(option.value)}`
                    : "/resources"
                }
                preventScrollReset
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                  selected
                    ? "border-primary bg-primary text-on-primary"
                    : "border-border bg-surface text-ink hover:border-primary hover:text-primary",
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function fileTypeName(resource: ResourceRecord): string {
  const extension = /\.([a-z0-9]+)$/i.exec(resource.fileName)?.[1];
  return extension ? extension.toUpperCase() : resource.fileType;
}

export function ResourceCard({ resource }: { resource: ResourceRecord }) {
  const titleId = `resource-${resource.id}-title`;
  return (
    <Card as="article" aria-labelledby={titleId} className="flex h-full flex-col gap-3 p-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="neutral">{categoryLabel(resource.category)}</Badge>
        {resource.featured ? (
          <Badge variant="accent" className="gap-1">
            <Star aria-hidden className="size-3.5" />
            {resourcesText.featured}
          </Badge>
        ) : null}
      </div>
      <h3 id={titleId} className="flex items-start gap-2 text-xl font-bold text-ink">
        <ScrollText aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
        <span className="min-w-0 break-words">{resource.title}</span>
      </h3>
      {resource.description ? <p className="text-ink-muted">{resource.description}</p> : null}
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-muted">
        <dt className="sr-only">{resourcesText.fileType}</dt>
        <dd className="col-span-2 font-semibold text-ink">
          {fileTypeName(resource)} · {formatFileSize(resource.fileSize)}
        </dd>
        <dt>{resourcesText.added}</dt>
        <dd>
          <time dateTime={resource.createdAt}>{formatAddedDate(resource.createdAt)}</time>
        </dd>
      </dl>
      <Button asChild variant="outline" className="self-start">
        <a
          href={resource.fileUrl}
          target="_blank"
          rel="noopener"
          aria-label={resourcesText.downloadLabel(resource.title)}
        >
          <Download aria-hidden className="size-4" />
          {resourcesText.download}
        </a>
      </Button>
    </Card>
  );
}

/** The grid, or the empty state for all or for one category; dimmed while the list reloads. */
export function ResourceGrid({
  resources,
  category,
  loading,
}: {
  resources: ResourceRecord[];
  category: ResourceCategory | null;
  loading: boolean;
}) {
  return (
    <div
      aria-busy={loading}
      className={cn("relative mt-8", loading && "[&_ul]:opacity-60 [&_ul]:transition-opacity")}
    >
      {loading ? (
        <p role="status" className="mb-4 flex items-center gap-2 font-semibold text-ink-muted">
          <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
          {resourcesText.loading}
        </p>
      ) : null}
      {resources.length === 0 ? (
        <div className="rounded-card border border-dashed border-border px-6 py-12 text-center">
          <h3 className="text-xl font-bold text-ink">{resourcesText.emptyHeading}</h3>
          <p className="mt-2 text-ink-muted">
            {category
              ? resourcesText.emptyCategory(categoryLabel(category))
              : resourcesText.emptyAll}
          </p>
        </div>
      ) : (
        // The cards hold only links: left as the server drew them while the app takes over.
        <Static deps={[resources]}>
          <CardGrid className="sm:grid-cols-2 lg:grid-cols-3">
            {resources.map((resource) => (
              <li key={resource.id}>
                <ResourceCard resource={resource} />
              </li>
            ))}
          </CardGrid>
        </Static>
      )}
    </div>
  );
}
