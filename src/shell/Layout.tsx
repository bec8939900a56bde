import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useSite } from '../site-context.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { company, menu } = useSite();
  return (
    <>
      <header>
        <Link href="/">{company.name}</Link>
        <nav aria-label="Main">
          {menu.map((item) => (
            <Link key={item.id} href={item.href}>
              {item.title}
            </Link>
          ))}
        </nav>
      </header>
      <main id="main">{children}</main>
      <footer>{company.phone}</footer>
    </>
  );
}
