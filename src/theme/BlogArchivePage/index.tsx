// Swizzled (ejected) because the stock archive titles each year with an h3 right under the page's
// h1 (axe: heading-order). Years are h2 here; the page is otherwise the stock one.
import React from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

interface YearOfPosts {
  year: string;
  posts: ArchiveBlogPost[];
}

/** Posts grouped by year, newest year first, as the archive lists them. */
function postsByYear(posts: readonly ArchiveBlogPost[]): YearOfPosts[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of posts) {
    const year = post.metadata.date.split('-')[0]!;
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return Array.from(years, ([year, yearPosts]) => ({year, posts: yearPosts}));
}

function Year({year, posts}: YearOfPosts): React.JSX.Element {
  const dateFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {dateFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogArchive({archive}: Props): React.JSX.Element {
  const title = translate({id: 'theme.blog.archive.title', message: 'Archive'});
  // The theme's Spanish description repeats the title ("Archivo").
  const description = 'Todas las entradas del blog, por año.';
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((year) => (
                    <Year key={year.year} {...year} />
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
