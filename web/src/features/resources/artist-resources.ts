export interface ArtistResource {
  name: string;
  url: string;
  description: string;
}

export interface ResourceCategory {
  title: 'Funding & Grants' | 'Residencies' | 'Professional Development' | 'Legal Resources';
  intro: string;
  resources: ArtistResource[];
}

/** Curated, long-standing organisations; reviewed by hand, not scraped. */
export const resourceCategories: ResourceCategory[] = [
  {
    title: 'Funding & Grants',
    intro: 'Foundations and public funders that support individual artists directly.',
    resources: [
      {
        name: 'Pollock-Krasner Foundation',
        url: 'https://pkf.org/',
        description: 'Grants to visual artists worldwide with demonstrated need and a professional practice; applications accepted year-round.',
      },
      {
        name: 'Creative Capital',
        url: 'https://creative-capital.org/',
        description: 'Funding, advisory services and a professional development programme for artists making bold new work in the United States.',
      },
      {
        name: 'Foundation for Contemporary Arts',
        url: 'https://www.foundationforcontemporaryarts.org/',
        description: 'Emergency Grants for unexpected opportunities or costs tied to upcoming work, plus unrestricted awards.',
      },
      {
        name: 'Adolph & Esther Gottlieb Foundation',
        url: 'https://www.gottliebfoundation.org/',
        description: 'Individual Support Grants for mature painters, sculptors and printmakers, and emergency grants after catastrophic events.',
      },
      {
        name: 'Arts Council England: Developing Your Creative Practice',
        url: 'https://www.artscouncil.org.uk/dycp',
        description: 'Funding for artists based in England to take time to research, train, travel and develop their practice.',
      },
      {
        name: 'Creative Europe',
        url: 'https://culture.ec.europa.eu/creative-europe',
        description: "The European Union's programme for culture, including cooperation projects and mobility support for artists.",
      },
    ],
  },
  {
    title: 'Residencies',
    intro: 'Directories and programmes that offer time, space and community to make work.',
    resources: [
      {
        name: 'TransArtists',
        url: 'https://www.transartists.org/',
        description: 'A searchable database of artist-in-residence programmes worldwide, with practical advice on applying.',
      },
      {
        name: 'Res Artis',
        url: 'https://resartis.org/',
        description: 'The worldwide network of arts residencies, with a directory of member programmes and open calls.',
      },
      {
        name: 'Alliance of Artists Communities',
        url: 'https://artistcommunities.org/',
        description: 'A directory of residencies, mostly in North America, searchable by discipline, length and support offered.',
      },
      {
        name: 'Skowhegan School of Painting & Sculpture',
        url: 'https://www.skowheganart.org/',
        description: 'A nine-week summer residency in Maine for emerging visual artists, with financial aid for every participant.',
      },
      {
        name: 'Rijksakademie van beeldende kunsten',
        url: 'https://www.rijksakademie.nl/',
        description: 'A two-year residency in Amsterdam with studios, workshops and technical advisors for international artists.',
      },
      {
        name: 'Cité internationale des arts',
        url: 'https://www.citedesartsparis.fr/',
        description: 'Residencies of two months to a year in the centre of Paris for artists of every discipline and country.',
      },
    ],
  },
  {
    title: 'Professional Development',
    intro: 'Advice, training and opportunity listings for building a sustainable practice.',
    resources: [
      {
        name: 'a-n The Artists Information Company',
        url: 'https://www.a-n.co.uk/',
        description: 'Guides on fees, contracts, exhibiting and funding, with opportunity listings, for artists in the UK and beyond.',
      },
      {
        name: 'Artquest',
        url: 'https://artquest.org.uk/',
        description: 'Free advice and programmes for visual artists: legal questions, peer networks and professional practice.',
      },
      {
        name: 'NYFA (New York Foundation for the Arts)',
        url: 'https://www.nyfa.org/',
        description: 'A national listing of jobs, open calls and grants, plus learning programmes for artists at every career stage.',
      },
      {
        name: 'Springboard for the Arts',
        url: 'https://springboardforthearts.org/',
        description: 'The Work of Art toolkit: free lessons on business planning, pricing, marketing and record keeping for artists.',
      },
      {
        name: 'W.A.G.E.',
        url: 'https://wageforwork.com/',
        description: 'Working Artists and the Greater Economy: fee standards for paying artists fairly, and a certification for institutions.',
      },
      {
        name: 'College Art Association (CAA)',
        url: 'https://www.collegeart.org/',
        description: 'Standards and guidelines for artists who teach, exhibit and publish, plus a careers centre.',
      },
    ],
  },
  {
    title: 'Legal Resources',
    intro: 'Copyright, contracts and rights management, often free or low cost for artists.',
    resources: [
      {
        name: 'Volunteer Lawyers for the Arts',
        url: 'https://vlany.org/',
        description: 'Free and low-cost legal help for artists in New York: contracts, copyright, and a legal hotline.',
      },
      {
        name: 'California Lawyers for the Arts',
        url: 'https://www.calawyersforthearts.org/',
        description: 'Lawyer referrals, mediation and workshops on the legal side of an arts practice.',
      },
      {
        name: 'U.S. Copyright Office',
        url: 'https://www.copyright.gov/',
        description: 'How copyright works, how to register a work and how to record a transfer, straight from the source.',
      },
      {
        name: 'Artists Rights Society',
        url: 'https://arsny.com/',
        description: 'Copyright licensing and enforcement for visual artists in the United States, and representation of foreign rights societies.',
      },
      {
        name: 'DACS',
        url: 'https://www.dacs.org.uk/',
        description: "The UK's visual artists' rights organisation: Artist's Resale Right royalties, copyright licensing and guidance.",
      },
    ],
  },
];
