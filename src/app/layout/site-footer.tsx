import { Link } from 'react-router-dom';
import { footerGroups } from '@/app/layout/navigation';
import { socialLinks } from '@/content/navigation';
import { siteConfig } from '@/content/site-config';
import classes from '@/app/layout/site-footer.module.css';

/** Link groups, contact details and social names (the spec gives them no targets). */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.grid}>
          <div className={classes.contact}>
            <h2 className={classes.heading}>{siteConfig.name}</h2>
            <a href={`mailto:${siteConfig.email}`} className={classes.link}>
              {siteConfig.email}
            </a>
            <a href={`tel:${siteConfig.phone.replace(/[^+\d]/g, '')}`} className={classes.link}>
              {siteConfig.phone}
            </a>
            <span>{siteConfig.location}</span>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className={classes.heading}>{group.title}</h2>
              <ul className={classes.list}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={classes.bottom}>
          <p className={classes.copyright}>© {siteConfig.name}. All rights reserved.</p>
          <div className={classes.social} aria-label="Social media">
            {socialLinks.map((social) => (
              <span key={social.label}>{social.label}</span>
            ))}
          </div>
        </div>
      </div>
    </footer>
  );
}
