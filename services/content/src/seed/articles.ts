import type { ArticleCategory, ArticleLevel, ArticleSection } from '@mitics/contracts';

/**
 * Demo articles for a fresh install. Institutions, places and broad public facts
 * are real; bills, figures and every quoted person are invented (staff bylines
 * and officials are fictional), so no words are put in a real person's mouth.
 */
export interface SeedArticle {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: ArticleCategory;
  level: ArticleLevel;
  section: ArticleSection;
  tags: string[];
  /** Published this many hours before the seeding time. */
  hoursAgo: number;
  imageUrl?: string;
  videoUrl?: string;
  sourceUrl?: string;
  sourceName?: string;
  isBreaking?: boolean;
  isFeatured?: boolean;
  hasGraphicMedia?: boolean;
  graphicWarning?: string;
}

/**
 * Seed pictures are the site's own illustrations (web/public/images/seed), one per
 * theme, so the demo shows real images offline. Each story names its subject;
 * the table picks the illustration for it. The pages get the WebP drawn from
 * each SVG (web/scripts/rasterize-images.ts): an SVG image costs the page's
 * main thread a document of its own.
 */
const ILLUSTRATION: Record<string, string> = {
  'absentee-ballots': 'elections',
  'ai-ad-hearing': 'courts',
  'ambassador-bridge-trucks': 'bridge',
  'assembly-line': 'industry',
  'ballot-question': 'elections',
  'battery-plant-site': 'industry',
  'bus-rapid-transit': 'city',
  'campaign-ad-tv': 'elections',
  'campaign-filings': 'elections',
  'campaign-rally': 'elections',
  'campaign-volunteers': 'elections',
  'capitol-dome': 'capitol',
  'capitol-night-session': 'capitol',
  'dairy-farm-clinton-county': 'farm',
  'detroit-city-hall': 'city',
  'detroit-neighborhood': 'city',
  'early-voting-site': 'elections',
  'election-drill': 'elections',
  'fiber-crew-north': 'energy',
  'furniture-factory': 'industry',
  'grand-rapids-skyline': 'city',
  'guard-homecoming': 'federal',
  'hall-of-justice-lansing': 'courts',
  'harbor-low-water': 'lakes',
  'i75-work-zone': 'roads',
  'invasive-carp': 'lakes',
  'lake-huron-shoreline': 'lakes',
  'legislature-chamber': 'capitol',
  'line5-hearing': 'lakes',
  'mayors-capitol': 'capitol',
  'oversight-hearing': 'courts',
  'pothole-closeup': 'roads',
  'power-plant': 'energy',
  'road-construction-i96': 'roads',
  'school-board-meeting': 'schools',
  'school-hallway': 'schools',
  'soo-locks-freighter': 'lakes',
  'sos-branch-office': 'elections',
  'state-office-building': 'capitol',
  'straits-of-mackinac': 'bridge',
  'supreme-court-chamber': 'courts',
  'tow-truck-lot': 'roads',
  'township-hall': 'capitol',
  'transmission-lines': 'energy',
  'university-campus': 'schools',
  'us-capitol': 'federal',
};
const img = (subject: string) => `/images/seed/${ILLUSTRATION[subject] ?? 'capitol'}.webp`;

export const seedArticles: SeedArticle[] = [
  {
    title: 'Senate sends stopgap budget to the governor as shutdown deadline nears',
    excerpt:
      'A short-term spending bill cleared the Michigan Senate late Tuesday, buying negotiators more time on roads and school aid while keeping state offices open.',
    content: `Michigan lawmakers moved to keep state government running on Tuesday night, sending a temporary spending bill to the governor with the new fiscal year only hours away.

## What the stopgap does

The measure continues funding at current levels for most departments and carries a **narrow set of increases** for items both chambers had already agreed on, including revenue sharing for cities and townships. It does not settle the larger fight over road money.

> "Nobody in this building wants to explain to a trucker in Gaylord why the weigh station is closed," said Sen. Laura Kettering, a Democrat from Ann Arbor who chairs a budget subcommittee. "This keeps the lights on. The real work starts tomorrow."

## The sticking points

House Republicans have insisted on a road plan that moves sales tax on fuel into transportation, while Senate Democrats want guarantees that schools and local governments are held harmless. Both sides said talks would continue through the week.

**What happens next:** the governor's office has said it will review the bill promptly. State agencies were told to prepare contingency plans in case it is not signed before midnight.`,
    author: 'Dana Whitfield',
    category: 'breaking',
    level: 'Michigan Politics',
    section: 'Legislature',
    tags: ['Budget', 'State Senate', 'Lansing', 'Government Shutdown'],
    hoursAgo: 2,
    imageUrl: img('capitol-night-session'),
    isBreaking: true,
    isFeatured: true,
  },
  {
    title: 'Federal judge halts new tariff rule on Canadian auto parts pending hearing',
    excerpt:
      'A temporary restraining order pauses customs enforcement on a class of parts that cross the Detroit River several times before final assembly.',
    content: `A federal judge on Wednesday temporarily blocked enforcement of a new customs rule that would have applied tariffs to auto parts each time they cross the Canadian border during manufacturing.

## Why it matters in Michigan

Parts for a single vehicle can cross the Ambassador Bridge or the Detroit-Windsor tunnel **several times** before final assembly. Suppliers in Macomb and Oakland counties argued the rule would tax the same component again and again.

> "We are not talking about a finished car. We are talking about a wire harness that goes back and forth four times," said Karen Lutz, director of a Sterling Heights supplier group.

## What comes next

The order lasts until a hearing set for later this month. Federal attorneys argued that the rule closes a loophole; the suppliers countered that the agency skipped required notice and comment. The judge wrote that the suppliers had shown a likelihood of harm that could not be undone by money damages.

Trade lawyers said the case could become a test of how far agencies can go in implementing broad tariff orders through customs guidance alone.`,
    author: 'Helen Marsh',
    category: 'breaking',
    level: 'Federal Politics',
    section: 'Courts',
    tags: ['Tariffs', 'Auto Industry', 'Federal Courts', 'Trade'],
    hoursAgo: 6,
    imageUrl: img('ambassador-bridge-trucks'),
    sourceUrl: 'https://www.uscourts.gov/',
    sourceName: 'U.S. Courts',
    isBreaking: true,
  },
  {
    title: 'Ingham County judge orders release of delayed Line 5 safety records',
    excerpt:
      'The ruling requires a state agency to turn over inspection summaries a watchdog group requested more than a year ago.',
    content: `An Ingham County Circuit Court judge ordered a state agency on Thursday to release inspection summaries for the Line 5 pipeline that an environmental watchdog group first requested under the Freedom of Information Act more than a year ago.

## The records at issue

The summaries cover **anchor support inspections** on the dual pipelines that cross the Straits of Mackinac. The agency had argued the documents contained security-sensitive details; the court ordered them released with limited redactions.

> "The public owns the Straits. The public should be able to read what the inspectors saw," said Mara Jennings, director of the Great Lakes Accountability Project, which filed the suit.

## Background

The pipeline has been the subject of years of litigation. The state has sought to end the easement that lets the line cross the Straits, while Enbridge has pursued a tunnel project to house a replacement segment beneath the lakebed. Federal and state permits for that tunnel remain under review.

The agency has 21 days to comply or seek a stay.`,
    author: 'Renee Alvarado',
    category: 'breaking',
    level: 'Michigan Politics',
    section: 'Watchdog',
    tags: ['Line 5', 'Great Lakes', 'Transparency', 'Energy'],
    hoursAgo: 30,
    imageUrl: img('straits-of-mackinac'),
  },
  {
    title: "House Republicans unveil road plan that shifts fuel sales tax to transportation",
    excerpt:
      'The proposal would route every dollar paid at the pump to roads, but Democrats warn it leaves a hole in school and local budgets.',
    content: `House Republicans on Monday released a long-promised road funding plan, proposing to eliminate the sales tax on fuel and replace it with an equal increase in the per-gallon fuel tax, so that every dollar drivers pay at the pump goes to transportation.

## How it works

Today, Michigan drivers pay both a per-gallon motor fuel tax, which goes to roads, and the 6% sales tax, most of which flows to schools and local governments. The plan would **swap one for the other** and promise to backfill schools from the general fund.

> "When people fill up, they think they are paying for roads. Under this plan, they finally will be," said Rep. Gary Brandsma, a Zeeland Republican and one of the plan's sponsors.

## The pushback

Senate Democrats said the promised backfill is not guaranteed in law and could be cut in any future budget.

> "A promise in a press release is not a line in the School Aid Fund," said Sen. Angela Whitcomb, a Flint Democrat.

The House Fiscal Agency is expected to publish an analysis next week. Local road agencies, which have long pushed for more money, said they were still studying the numbers.`,
    author: 'Dana Whitfield',
    category: 'legislature',
    level: 'Michigan Politics',
    section: 'Legislature',
    tags: ['Roads', 'Budget', 'State House', 'Transportation'],
    hoursAgo: 20,
    imageUrl: img('road-construction-i96'),
    isFeatured: true,
  },
  {
    title: 'Michigan Supreme Court to weigh limits on local short-term rental bans',
    excerpt:
      'Justices agreed to hear a Grand Traverse County case that could decide whether townships can ban whole-home rentals in residential zones.',
    content: `The Michigan Supreme Court agreed on Friday to hear a dispute over whether townships may prohibit whole-home short-term rentals in residential zoning districts, a question that has divided lower courts and split resort communities.

## The case

A Grand Traverse County homeowner challenged a township ordinance that bars rentals of fewer than 30 days in single-family zones. The Court of Appeals upheld the ordinance. The homeowner argues that renting a house is a **residential use** that zoning cannot forbid.

> "Every lakeshore township in the state is watching this one," said Paul Brennan, a land-use lawyer in Traverse City who is not involved in the case.

## The legislative backdrop

Bills to pre-empt local rental bans have been introduced in several recent sessions without becoming law. Tourism groups say rentals bring visitors to small towns; housing advocates say they take year-round homes off the market.

Oral arguments are expected in the court's next term. The seven-member court typically issues opinions in argued cases by the end of July.`,
    author: 'Priya Natarajan',
    category: 'michigan-politics',
    level: 'Michigan Politics',
    section: 'Courts',
    tags: ['Michigan Supreme Court', 'Housing', 'Local Government'],
    hoursAgo: 44,
    imageUrl: img('hall-of-justice-lansing'),
    sourceUrl: 'https://www.courts.michigan.gov/',
    sourceName: 'Michigan Courts',
  },
  {
    title: 'Detroit council approves land bank reforms after audit finds years of slow sales',
    excerpt:
      'New rules set deadlines for processing buyer applications and require quarterly public reporting on unsold properties.',
    content: `Detroit City Council on Tuesday approved a package of reforms to the city's land bank after an outside audit found that many applications to buy vacant homes sat for months without a decision.

## What changes

The ordinance requires a **decision within 90 days** of a complete application, publishes a quarterly list of properties held more than three years, and creates a fast track for neighbors who want to buy the lot next door.

> "My constituents are not asking for a handout. They are asking for a phone call back," said Council Member Rosalind Greer, who sponsored the measure.

## What the audit found

The audit, commissioned last year, sampled several hundred applications and found that the median wait from application to closing was longer than a year. It also found inconsistent record-keeping between the land bank and the city's planning department.

Land bank officials said they welcomed clearer rules and had already hired additional staff. The first quarterly report is due at the end of the next quarter.`,
    author: 'Jordan Baptiste',
    category: 'michigan-politics',
    level: 'Michigan Politics',
    section: 'Policy',
    tags: ['Detroit', 'Housing', 'Local Government'],
    hoursAgo: 52,
    imageUrl: img('detroit-neighborhood'),
  },
  {
    title: 'Secretary of State expands early voting sites ahead of local elections',
    excerpt:
      'Clerks in more than 40 communities will share regional early voting centers, a model first allowed under the 2022 constitutional amendment.',
    content: `Dozens of Michigan communities will offer early in-person voting at shared regional sites for the upcoming local elections, the Department of State said this week.

## How early voting works

Voters approved a constitutional amendment in 2022 that guarantees **at least nine days of early in-person voting** for statewide and federal elections. Smaller townships may join together to run shared sites, and more of them are doing so for local contests as well.

> "A township with one part-time clerk cannot staff a site for nine days. Five townships together can," said Linda Marsh-Tolliver, clerk of a Kent County township that joined a regional agreement.

## What voters should know

- Early voting sites list their hours on the state's voter information website.
- Voters may cast a ballot at any early voting site **serving their municipality**, not just the closest one.
- Absentee ballots can still be returned by mail or to a drop box.

Election officials said turnout at early sites in recent elections has been steady, with the heaviest use on the final weekend.`,
    author: 'Priya Natarajan',
    category: 'politics',
    level: 'Michigan Politics',
    section: 'Elections',
    tags: ['Elections', 'Secretary of State', 'Early Voting'],
    hoursAgo: 70,
    imageUrl: img('early-voting-site'),
    videoUrl: 'https://www.youtube.com/watch?v=M1tic5Vote1',
  },
  {
    title: 'Analysis: Why the road funding fight keeps coming back to the School Aid Fund',
    excerpt:
      'Every road plan in Lansing eventually runs into the same constitutional question: who gets the sales tax.',
    content: `Every few years Lansing tries to fix the roads, and every few years the conversation ends up in the same place: the School Aid Fund.

## The structural problem

Michigan's constitution directs most of the **sales tax** to schools and local governments. Fuel is subject to the sales tax, so any plan to move fuel-related money to roads takes it from someone else. That is why plans that sound simple at a podium grow complicated in committee.

## Three ways out

1. **Raise the per-gallon tax** and leave the sales tax alone. Politically hard, but clean.
2. **Swap the taxes** and backfill schools from the general fund. Popular with drivers, but it makes schools depend on a future legislature's goodwill.
3. **Bond** for roads now and pay later. Fast, but it adds interest costs for years.

> "The math has not changed since the 1990s. The only thing that changes is who is willing to own the answer," said Ellen Kowal, a former fiscal analyst who now teaches public finance.

## What to watch

With a Democratic Senate and a Republican House, any deal will need votes from both parties. The most likely outcome is a blend: a modest swap with a statutory guarantee for schools, and a bond to cover the gap in the first years.`,
    author: 'Marcus Ellery',
    category: 'analysis',
    level: 'Michigan Politics',
    section: 'Analysis',
    tags: ['Roads', 'Budget', 'Education', 'Analysis'],
    hoursAgo: 28,
    imageUrl: img('pothole-closeup'),
    isFeatured: true,
  },
  {
    title: "Michigan's delegation splits on farm bill extension as dairy pricing fight drags on",
    excerpt:
      'Members from rural districts pressed for changes to milk pricing formulas; others backed a clean extension to avoid lapses.',
    content: `Michigan's House delegation split this week on a short-term extension of federal farm programs, reflecting a long-running dispute over how milk prices are set under federal marketing orders.

## The dairy question

Michigan is among the top dairy states in the country. Farmers have complained that recent changes to **federal milk pricing formulas** reduced what they are paid for milk used in cheese and butter.

> "Our producers are not asking Congress to pick winners. They are asking for a formula that reflects what it costs to milk a cow in Clinton County," said Beth Overholt, a policy director for a statewide dairy cooperative.

## Where members landed

Members from several rural districts backed an amendment to revisit the formula, which failed. Others said a clean extension was needed so conservation and nutrition programs would not lapse.

The extension now goes to the Senate. Both of Michigan's senators sit in a chamber where farm bill timing has slipped repeatedly, and agriculture groups said they expected another extension before a full rewrite.`,
    author: 'Helen Marsh',
    category: 'federal',
    level: 'Federal Politics',
    section: 'Policy',
    tags: ['Congress', 'Agriculture', 'Farm Bill'],
    hoursAgo: 75,
    imageUrl: img('dairy-farm-clinton-county'),
  },
  {
    title: 'Exclusive: Internal memo shows state agency weighed closing three Secretary of State branches',
    excerpt:
      'A planning document obtained by Mitics lists three rural branches as candidates for consolidation; the department says no decision has been made.',
    content: `A planning memo obtained by Mitics shows that state officials considered consolidating three rural Secretary of State branch offices into larger regional centers as part of a cost review earlier this year.

## What the memo says

The six-page document, prepared by a budget planning team, lists the branches by **transaction volume, lease cost and distance to the next office**. It estimates the consolidation would save a modest sum each year, and notes that longer drive times would fall hardest on older residents.

> "If you close a branch, you are telling a 78-year-old she needs to drive 45 minutes to renew a license. That is a policy choice, not a line item," said Rep. Tim Kazmierczak, a Republican who sits on the House oversight committee.

## The department's response

A department spokesperson said the memo was one of several options prepared during routine budget planning and that **no branch closures have been approved**. The department pointed to expanded online services and self-service stations as its priority.

Mitics is not naming the three branches because the department says the list is outdated and local leaders have not been notified.`,
    author: 'Tom Kowalczyk',
    category: 'exclusive',
    level: 'Michigan Politics',
    section: 'Watchdog',
    tags: ['Secretary of State', 'Transparency', 'Budget'],
    hoursAgo: 96,
    imageUrl: img('sos-branch-office'),
    isFeatured: true,
  },
  {
    title: 'Dark money group spent heavily on state House ads without disclosing donors',
    excerpt:
      'Because the ads avoided words like "vote for," the nonprofit behind them was not required to file with the state.',
    content: `A nonprofit group spent a significant sum on television and digital ads about state House candidates in the last election without disclosing a single donor, according to a Mitics review of ad-buy records.

## How it works

Under Michigan's Campaign Finance Act, spending that **expressly advocates** for or against a candidate must be reported. Ads that praise or criticize a lawmaker's record without saying "vote for" or "vote against" are often treated as issue ads, which need no disclosure.

> "Voters see an ad two weeks before an election attacking a candidate by name. Common sense says that is campaign spending. The law says it is not," said Nora Feldman, a researcher with a campaign finance transparency group.

## Proposals to change it

Bills to require disclosure of donors behind ads that name a candidate within 60 days of an election have been introduced in several sessions. None has reached a floor vote.

The group behind the ads did not respond to requests for comment. Its most recent federal tax filing describes its mission as "promoting economic opportunity in Michigan."`,
    author: 'Tom Kowalczyk',
    category: 'campaign-finance',
    level: 'Michigan Politics',
    section: 'Campaigns',
    tags: ['Campaign Finance', 'Dark Money', 'State House', 'Transparency'],
    hoursAgo: 120,
    imageUrl: img('campaign-ad-tv'),
  },
  {
    title: 'Grand Rapids commission backs housing plan aimed at 5,000 new units',
    excerpt:
      'The plan loosens parking minimums and allows duplexes on most residential lots in the city.',
    content: `The Grand Rapids City Commission voted on Tuesday to adopt a housing plan that aims to add about 5,000 homes over the next decade by easing zoning rules across much of the city.

## The changes

- **Duplexes and accessory units** allowed by right on most residential lots.
- Parking minimums removed near major bus routes.
- A faster review for projects that include income-restricted units.

> "We have grown as a region and our zoning code has not kept up. This is about letting teachers and nurses live in the city they work in," said Commissioner Ben Okafor.

## The opposition

Several neighborhood associations asked the commission to slow down, arguing that the changes would strain street parking and alter the character of older neighborhoods. Commissioners added a requirement for an annual report on where new units are built.

The plan follows a regional housing needs assessment that found West Michigan short of homes at nearly every price point. Developers said the parking changes would matter most for small infill projects.`,
    author: 'Caleb Osei',
    category: 'michigan-politics',
    level: 'Michigan Politics',
    section: 'Policy',
    tags: ['Grand Rapids', 'Housing', 'Local Government'],
    hoursAgo: 140,
    imageUrl: img('grand-rapids-skyline'),
  },
  {
    title: 'Attorney General files consumer suit against out-of-state towing operator',
    excerpt:
      "The complaint alleges the company charged Michigan drivers fees far above local ordinance limits after private-lot tows.",
    content: `The Michigan Attorney General's office filed a consumer protection lawsuit on Monday against an out-of-state towing operator, alleging that it charged drivers in several cities fees well above local limits after towing cars from private lots.

## The allegations

The complaint says the company added **"storage," "gate" and "administrative" fees** that were not disclosed on signs and that drivers were told they could not retrieve personal items without paying in full.

> "I parked for twenty minutes to pick up a prescription. It cost me more than my car payment to get it back," said one driver quoted in the complaint, identified only by initials.

## What the state wants

The lawsuit asks the court for restitution to drivers, civil penalties, and an order requiring the company to post its rates clearly. It was filed under the Michigan Consumer Protection Act.

Drivers who believe they were overcharged can file a complaint with the department's consumer protection team online. The company's attorney said it would respond in court.`,
    author: 'Renee Alvarado',
    category: 'politics',
    level: 'Michigan Politics',
    section: 'Watchdog',
    tags: ['Attorney General', 'Consumer Protection'],
    hoursAgo: 160,
    imageUrl: img('tow-truck-lot'),
  },
  {
    title: 'Soo Locks expansion passes a construction milestone, Army Corps says',
    excerpt:
      'The new lock at Sault Ste. Marie will let the largest lake freighters avoid relying on a single aging chamber.',
    content: `The U.S. Army Corps of Engineers said this month that construction of a new large lock at Sault Ste. Marie has reached another milestone, keeping the project on its revised schedule.

## Why it matters

The Poe Lock is currently the only lock at the Soo able to handle the **largest Great Lakes freighters**, which carry most of the iron ore moving from Lake Superior to steel mills. A long closure of that single chamber would ripple through the region's manufacturing economy.

> "People in Lansing and Washington talk about supply chains. Up here, the supply chain is a 1,000-foot boat and one lock," said Gil Ahonen, a harbor consultant in Sault Ste. Marie.

## Funding history

The project has been backed by members of both parties in Michigan's congressional delegation and has received federal funding across several administrations. Cost estimates have risen since the project was first authorized, a point critics raise during each appropriations cycle.

The Corps offers public viewing of the locks from an observation platform during the shipping season.`,
    author: 'Helen Marsh',
    category: 'federal',
    level: 'Federal Politics',
    section: 'Policy',
    tags: ['Great Lakes', 'Infrastructure', 'Congress', 'Shipping'],
    hoursAgo: 180,
    imageUrl: img('soo-locks-freighter'),
    videoUrl: 'https://media.mitics.example/video/soo-locks-tour.mp4',
  },
  {
    title: 'Campaign finance reports show governor hopefuls raised record sums in first half',
    excerpt:
      'Candidates in both parties and an independent bid pushed fundraising for the open governor race well ahead of past cycles.',
    content: `Candidates for Michigan governor reported raising record amounts in the first half of the year, according to filings with the Bureau of Elections, as the race to succeed the term-limited governor draws contenders from both parties and an independent campaign.

## The numbers

Combined, the major candidates reported **more than in any comparable period** in recent cycles, with the leading fundraisers in each party each reporting several million dollars on hand.

> "An open seat with no incumbent brings money off the sidelines. Donors who sat out the last two cycles are back," said Raymond Feld, a Republican consultant who is not working for any campaign.

## What the filings do not show

State filings capture contributions to candidate committees. They do not capture spending by super PACs or nonprofit groups, which strategists in both parties expect to be heavy in the final months.

The next reporting deadline falls in the fall. The Bureau of Elections posts filings in a searchable database.`,
    author: 'Tom Kowalczyk',
    category: 'campaign-finance',
    level: 'Michigan Politics',
    section: 'Campaigns',
    tags: ['Campaign Finance', 'Governor', 'Elections 2026'],
    hoursAgo: 200,
    imageUrl: img('campaign-filings'),
    sourceUrl: 'https://www.michigan.gov/sos/elections',
    sourceName: 'Michigan Bureau of Elections',
  },
  {
    title: 'Senate panel advances bill to speed up absentee ballot processing',
    excerpt:
      'Clerks in larger cities could begin tabulating absentee ballots earlier, shortening the wait for results on election night.',
    content: `A Senate committee on Wednesday advanced a bill that would give clerks in larger communities more time to process and tabulate absentee ballots before Election Day.

## What the bill does

Current law already lets larger jurisdictions process absentee ballots ahead of Election Day. The bill would **extend that window** and let smaller communities opt in, while keeping results sealed until polls close.

> "Every hour we shave off the count is an hour fewer for rumors to fill the gap," said Sen. Marcus Fenwick, a Democrat from Kalamazoo who sponsored the bill.

## Concerns

Some Republican members asked for stronger chain-of-custody rules and livestreamed video of processing rooms. An amendment requiring video in communities above a certain size was adopted with bipartisan support.

The bill now heads to the full Senate. Clerks' associations have supported longer processing windows for several cycles.`,
    author: 'Priya Natarajan',
    category: 'legislature',
    level: 'Michigan Politics',
    section: 'Elections',
    tags: ['Elections', 'State Senate', 'Absentee Voting'],
    hoursAgo: 215,
    imageUrl: img('absentee-ballots'),
  },
  {
    title: 'Great Lakes restoration dollars at risk in early House spending draft',
    excerpt:
      'Conservation groups and mayors along the lakes warn that a proposed cut would stall cleanup of toxic hot spots.',
    content: `An early House spending draft would reduce funding for the Great Lakes Restoration Initiative, prompting objections from conservation groups and mayors of lakeside cities, including several in Michigan.

## What the program does

Since 2010, the initiative has paid for **cleanup of contaminated harbors**, invasive species control and wetland restoration across the eight Great Lakes states. Michigan has several "areas of concern" where cleanup was funded in part through the program.

> "We finally took a river off the list of the worst places on the lakes. You do not walk away in the last mile," said Mayor Carla Jensen of a Lake Huron port town.

## The politics

The program has traditionally enjoyed bipartisan support from the region's delegations. Members from both parties in Michigan have opposed past proposed cuts, and appropriators have often restored funding before final passage.

The draft must still pass committee and be reconciled with the Senate version.`,
    author: 'Helen Marsh',
    category: 'federal',
    level: 'Federal Politics',
    section: 'Policy',
    tags: ['Great Lakes', 'Congress', 'Environment', 'Budget'],
    hoursAgo: 250,
    imageUrl: img('lake-huron-shoreline'),
  },
  {
    title: 'Opinion: Michigan needs a real plan for the jobs tariffs were supposed to bring back',
    excerpt:
      'Tariffs can change where parts are bought. They cannot, on their own, train a welder or build a plant.',
    content: `Tariffs have been sold as a way to bring manufacturing jobs back to places like Michigan. Whatever one thinks of them, they are a tool for changing **where companies buy**, not a plan for who will do the work.

## The missing pieces

A new plant needs three things tariffs do not provide: a trained workforce, a site with power and water, and a permitting timeline an investor can count on. Michigan has spent heavily on site readiness in recent years. The workforce piece lags.

> "We have openings for maintenance techs right now. A tariff does not fill them. A two-year program at the community college does," said Denise Harlow, a plant manager in Lansing.

## What the state can do

- Fund apprenticeships tied to **specific employer commitments**.
- Measure incentive deals by jobs filled, not jobs announced.
- Coordinate with Ontario, because the auto industry is a cross-border system.

Whatever happens in Washington, those are choices Lansing controls.`,
    author: 'Marcus Ellery',
    category: 'analysis',
    level: 'Federal Politics',
    section: 'Analysis',
    tags: ['Tariffs', 'Auto Industry', 'Workforce', 'Opinion'],
    hoursAgo: 100,
    imageUrl: img('assembly-line'),
  },
  {
    title: 'House oversight hearing airs bodycam footage from disputed traffic stop',
    excerpt:
      'Lawmakers viewed footage of a roadside arrest as they weighed a bill on independent investigations of police use of force.',
    content: `A House oversight subcommittee on Thursday played body camera footage from a disputed traffic stop during a hearing on a bill that would require independent investigations of serious police use-of-force incidents.

## The bill

The proposal would send investigations of incidents causing **serious injury or death** to an independent unit rather than the involved department. Supporters say it builds public trust; some police groups say existing state police investigations already provide independence.

> "I have been a cop for 22 years. I want these investigations to be beyond question, because that protects the good officers too," said Lt. Darnell Pryor, an officer who testified in support.

## The footage

The video, released by the family's attorneys, shows a struggle at the roadside and the use of a Taser. Several members said they found it difficult to watch. The officers involved were later cleared by a county prosecutor, a decision the family disputes.

The subcommittee took no vote. The chair said a second hearing would include testimony from prosecutors.`,
    author: 'Jordan Baptiste',
    category: 'legislature',
    level: 'Michigan Politics',
    section: 'Watchdog',
    tags: ['Public Safety', 'Policing', 'State House', 'Oversight'],
    hoursAgo: 130,
    imageUrl: img('oversight-hearing'),
    videoUrl: 'https://vimeo.com/900000101',
    hasGraphicMedia: true,
    graphicWarning: 'This video shows a violent arrest, including the use of a Taser. Viewer discretion is advised.',
  },
  {
    title: 'Work zone crash video prompts calls for speed cameras on I-75',
    excerpt:
      'A transportation committee viewed dashcam footage of a crash that injured two road workers as it considered an automated enforcement pilot.',
    content: `Members of a Senate transportation committee watched dashcam footage of a work zone crash on Interstate 75 on Tuesday as they considered a pilot program for automated speed enforcement in highway construction zones.

## The proposal

The bill would allow the Michigan Department of Transportation to run **speed cameras in active work zones** with workers present, issuing civil fines rather than points. Signs would warn drivers at the start of each zone.

> "My crew goes to work every morning with nothing between them and seventy-mile-an-hour traffic but an orange barrel," said Rick Dombrowski, a road crew foreman who testified.

## The debate

Privacy advocates questioned how long images would be kept and who could access them. The sponsor agreed to an amendment deleting images not tied to a violation within 30 days.

Several other states run similar programs. The committee is expected to vote next week.`,
    author: 'Dana Whitfield',
    category: 'legislature',
    level: 'Michigan Politics',
    section: 'Policy',
    tags: ['Roads', 'Public Safety', 'State Senate', 'Transportation'],
    hoursAgo: 290,
    imageUrl: img('i75-work-zone'),
    videoUrl: 'https://www.youtube.com/watch?v=M1tic5Crsh2',
    hasGraphicMedia: true,
    graphicWarning: 'This video shows a vehicle striking road workers. Some viewers may find it disturbing.',
  },
  {
    title: 'Federal broadband grants reach northern Michigan, but the fiber is slow to follow',
    excerpt:
      'Providers say permitting on utility poles, not money, is now the bottleneck for rural connections.',
    content: `Federal broadband money has started to reach northern Michigan, but providers and county officials say actual fiber connections are arriving more slowly than the announcements suggested.

## The bottleneck

The most common complaint is **pole attachment**: before new fiber can be strung, the utility that owns the pole must approve it and, often, replace the pole. Providers say those approvals can take many months.

> "We have the money, the crews and the customers. What we do not have is permission to hang the line," said Joanne Keller, general manager of a cooperative in the northern Lower Peninsula.

## State response

State regulators opened a proceeding on pole attachment timelines, and lawmakers have introduced bills setting deadlines for utility responses. Utilities say safety reviews cannot be rushed and that many poles in rural areas are due for replacement anyway.

Households can check planned service areas on the state's broadband office website.`,
    author: 'Caleb Osei',
    category: 'federal',
    level: 'Federal Politics',
    section: 'Policy',
    tags: ['Broadband', 'Rural Michigan', 'Infrastructure'],
    hoursAgo: 310,
    imageUrl: img('fiber-crew-north'),
  },
  {
    title: 'Federal permitting overhaul puts Michigan grid plans in the spotlight',
    excerpt:
      'A bipartisan package to speed federal reviews of energy and transmission projects could decide how fast Michigan builds new power lines.',
    content: `A bipartisan package in Congress to speed federal environmental reviews for energy and transmission projects is drawing close attention from Michigan utilities, townships and environmental groups.

## What the package does

The bill would **shorten deadlines** for environmental reviews, limit the window for legal challenges and give federal regulators more authority to approve interstate transmission lines.

## Michigan's stake

Utilities in Michigan plan to retire coal plants and add wind, solar and storage. Much of that new power depends on **transmission lines** that cross state lines and take years to permit.

> "You cannot build a clean grid with a permitting system designed for the 1970s. But you also cannot tell a township it has no say," said Karl Weiss, an energy attorney in Grand Rapids.

## What is next

Environmental groups are split: some back faster transmission approvals, others oppose limits on lawsuits. Committee action is expected later this month. Both Michigan senators sit on committees that will shape the final text.`,
    author: 'Helen Marsh',
    category: 'federal',
    level: 'Federal Politics',
    section: 'Legislature',
    tags: ['Congress', 'Energy', 'Permitting'],
    hoursAgo: 340,
    imageUrl: img('transmission-lines'),
  },
  {
    title: 'Lansing school board recall effort falls short of signatures',
    excerpt: 'Organizers needed several thousand valid signatures; the county clerk found too many duplicates and out-of-district names.',
    content: `A petition drive to recall two members of a Lansing-area school board fell short of the required number of valid signatures, the county clerk's office announced on Friday.

## The count

Organizers submitted enough raw signatures on paper, but the clerk found a **high rate of duplicates** and signers who did not live in the district.

> "We ran a volunteer campaign out of a church basement. We will learn from this," said Kelly Armstrong, an organizer of the recall.

## The dispute behind it

The effort grew out of a contentious vote to close an elementary school and redraw attendance boundaries. The board members targeted said they were relieved and hoped to focus on the coming budget.

Under Michigan law, organizers may not circulate a new recall petition against the same officials on the same grounds for a set period.`,
    author: 'Priya Natarajan',
    category: 'politics',
    level: 'Michigan Politics',
    section: 'Elections',
    tags: ['Lansing', 'Education', 'Recall', 'Local Government'],
    hoursAgo: 360,
    imageUrl: img('school-board-meeting'),
  },
  {
    title: 'Analysis: A divided Legislature is passing fewer bills. Is that a problem?',
    excerpt: 'Split control has slowed the pace in Lansing. Some of what did not pass was never going to; some of it matters.',
    content: `With Democrats controlling the Senate and Republicans the House, the number of bills reaching the governor's desk has dropped sharply from the previous session. That is the expected result of divided government. The question is what is being lost.

## What divided government filters out

Some bills that died were **partisan messaging bills** that would not have passed in any configuration. Their absence is not a policy loss.

## What it delays

Other measures enjoy broad support but get caught in leverage fights: road funding, school safety grants, and technical fixes to tax law that cities rely on. Those delays have real costs.

> "Gridlock is not one thing. Some of it is healthy friction. Some of it is a pothole that gets deeper every winter," said Ellen Kowal, the former fiscal analyst.

## How to tell the difference

Watch the budget. A divided Legislature that passes a full budget on time is functioning. One that lurches from stopgap to stopgap is not.`,
    author: 'Marcus Ellery',
    category: 'analysis',
    level: 'Michigan Politics',
    section: 'Analysis',
    tags: ['State House', 'State Senate', 'Analysis', 'Lansing'],
    hoursAgo: 150,
    imageUrl: img('capitol-dome'),
  },
  {
    title: 'Exclusive: State contract for unemployment system upgrade is running over budget',
    excerpt: 'Records show change orders have added millions to the project, and the launch date has slipped twice.',
    content: `A contract to replace the computer system behind Michigan's unemployment insurance program has grown well beyond its original price, according to change orders obtained by Mitics through a public records request.

## What the records show

The documents show a series of **change orders** adding features and extending timelines. The launch date has slipped twice. The vendor attributes the delays to new federal reporting requirements and data migration problems.

> "We have seen this movie before in Michigan. The lesson of the last system was that you test with real claimants before you flip the switch," said Nathan Cole, a former state IT project manager.

## The agency's response

A spokesperson for the agency said the project remains within its total authorized funding and that a **phased launch** will reduce risk. The agency said claimants will not need to take any action during the transition.

Legislators on the House oversight committee said they would request a briefing.`,
    author: 'Tom Kowalczyk',
    category: 'exclusive',
    level: 'Michigan Politics',
    section: 'Watchdog',
    tags: ['Unemployment', 'Transparency', 'State Contracts'],
    hoursAgo: 230,
    imageUrl: img('state-office-building'),
  },
  {
    title: 'Michigan House members press for answers on invasive carp barrier timeline',
    excerpt: 'The Brandon Road project in Illinois is seen as the key line of defense for Lake Michigan.',
    content: `Members of Michigan's House delegation from both parties sent a letter this week pressing federal agencies for an updated timeline on the Brandon Road Lock and Dam project in Illinois, designed to keep invasive carp out of Lake Michigan.

## Why Brandon Road matters

The project would add layers of deterrents — sound, bubbles, an electric barrier and a flushing lock — at a **chokepoint on the Illinois River** that connects the Mississippi basin to the Great Lakes.

> "Once these fish are established in the lakes, there is no getting them out. Prevention is the only plan that works," said Dr. Sarah Lindqvist, a fisheries biologist at a Michigan university.

## The timeline

The project has been planned for years and funded in phases, with Michigan contributing state money toward design work. Construction is underway in stages.

The letter asks for a schedule for each construction phase and an update on cost estimates.`,
    author: 'Helen Marsh',
    category: 'federal',
    level: 'Federal Politics',
    section: 'Policy',
    tags: ['Great Lakes', 'Invasive Species', 'Congress'],
    hoursAgo: 400,
    imageUrl: img('invasive-carp'),
  },
  {
    title: 'Campaign finance: Political action committees tied to utilities gave to both parties',
    excerpt: 'Utility-linked PACs spread contributions across Democratic and Republican caucus committees in the last reporting period.',
    content: `Political action committees linked to Michigan's largest utilities gave to caucus committees of both parties in the last reporting period, according to state campaign finance filings reviewed by Mitics.

## Following the money

Utility-linked PACs are among the most consistent donors in Lansing. Contributions flowed to **leadership funds and caucus committees** that support candidates across the state, rather than to individual rank-and-file lawmakers.

> "Utilities give to whoever holds the gavel. That is not a secret, and it should not be a surprise," said Nora Feldman, the transparency researcher.

## Why it matters now

The Legislature is considering bills on rate cases, outage credits and the siting of renewable energy. Consumer groups have called for limits on contributions from regulated monopolies; utility representatives say their employees have the same rights as other citizens to participate in politics.

Contributions are reported to the Bureau of Elections and can be searched online.`,
    author: 'Tom Kowalczyk',
    category: 'campaign-finance',
    level: 'Michigan Politics',
    section: 'Watchdog',
    tags: ['Campaign Finance', 'Energy', 'Utilities'],
    hoursAgo: 420,
    imageUrl: img('power-plant'),
  },
  {
    title: 'Detroit mayoral transition team outlines first 100 days',
    excerpt: 'Public safety, blight removal and bus service top the new administration’s early agenda.',
    content: `Detroit's incoming mayoral administration released a first-100-days plan on Monday focused on public safety, blight removal and improving bus reliability.

## The priorities

- **Police response times**, with a promise to publish neighborhood-level data monthly.
- A push to demolish or secure the remaining dangerous vacant structures.
- Bus frequency improvements on the busiest routes.

> "People judge city government by whether the bus comes and whether somebody picks up when you call 911," said Andre Whitaker, a co-chair of the transition team.

## The budget reality

The city's finances have improved since it exited bankruptcy a decade ago, but pension obligations are rising again, and federal pandemic aid that paid for many programs has been spent. Council members said they want to see costs before approving new initiatives.

The transition team will hold community meetings in each council district.`,
    author: 'Jordan Baptiste',
    category: 'michigan-politics',
    level: 'Michigan Politics',
    section: 'Policy',
    tags: ['Detroit', 'Public Safety', 'Transit', 'Local Government'],
    hoursAgo: 440,
    imageUrl: img('detroit-city-hall'),
  },
  {
    title: 'State Board of Canvassers certifies ballot question on legislative term limits',
    excerpt: 'Voters could be asked to revisit the term-limit rules they changed in 2022.',
    content: `The State Board of Canvassers voted on Thursday to certify a citizen-initiated ballot question that would change how long state legislators may serve.

## Background

In 2022, voters approved a constitutional amendment allowing lawmakers to serve **12 total years** in either chamber, replacing the previous limits of three two-year House terms and two four-year Senate terms. It also added financial disclosure requirements.

## What the new proposal would do

The new proposal would shorten the combined limit and tighten the disclosure rules. Supporters say 12 years in one chamber concentrates power; opponents say experienced lawmakers are needed to understand the budget.

> "The 2022 change was sold as reform. Our question is whether it delivered," said Glen Hartley, an organizer of the petition drive.

Opponents said they may challenge the petition's summary language in court. If it survives, the question will appear on the next general election ballot.`,
    author: 'Priya Natarajan',
    category: 'politics',
    level: 'Michigan Politics',
    section: 'Elections',
    tags: ['Elections', 'Term Limits', 'Ballot Questions'],
    hoursAgo: 460,
    imageUrl: img('ballot-question'),
  },
  {
    title: 'Legislature approves bipartisan bill to shield school safety grants from budget fights',
    excerpt: 'The bill sets a minimum for school safety and mental health grants each year, regardless of the wider budget.',
    content: `The Michigan House and Senate approved a bipartisan bill on Wednesday that sets a floor for school safety and student mental health grants, meant to keep the money flowing even when the wider budget is stalled.

## What it does

The bill sets a **minimum yearly amount** for safety grants and mental health staff, and lets districts carry unused money into the next year so they can hire staff on longer contracts.

> "Counselors do not work on a one-year contract very well. Districts need to know the money will be there next fall," said Rep. Julia Marchetti, a Democrat from Warren.

## The votes

The bill passed both chambers with large bipartisan margins — a rarity this session. Republican co-sponsor Rep. Gary Brandsma said the bill "proves we can still do the basics."

The bill now goes to the governor.`,
    author: 'Dana Whitfield',
    category: 'legislature',
    level: 'Michigan Politics',
    section: 'Legislature',
    tags: ['Education', 'School Safety', 'Budget', 'State House'],
    hoursAgo: 480,
    imageUrl: img('school-hallway'),
  },
  {
    title: 'Whitmer-era economic development fund faces scrutiny as projects slip',
    excerpt: 'Lawmakers question whether incentives approved for large plants should be clawed back when hiring falls short.',
    content: `A state economic development fund created to win large manufacturing projects is facing new scrutiny from lawmakers after several supported projects slipped their schedules or scaled back hiring plans.

## The fund

The fund was created with bipartisan votes to compete with other states for **battery, semiconductor and vehicle plants**. Incentives are tied to job and investment targets, with clawback provisions if targets are missed.

> "A clawback is only as good as the willingness to use it," said Rep. Tim Kazmierczak, a Republican on the oversight committee.

## The state's position

Economic development officials said most projects remain on track and that clawbacks are triggered only after deadlines pass. They said market changes in the electric vehicle sector have affected companies across the country.

A House subcommittee plans a hearing on the fund's performance. A report by the state's auditor general is also expected later in the year.`,
    author: 'Marcus Ellery',
    category: 'politics',
    level: 'Michigan Politics',
    section: 'Watchdog',
    tags: ['Economic Development', 'Auto Industry', 'Governor', 'Oversight'],
    hoursAgo: 500,
    imageUrl: img('battery-plant-site'),
  },
  {
    title: 'Election officials train for the midterms with new cybersecurity drills',
    excerpt: 'County clerks practiced responding to simulated ransomware and social media misinformation.',
    content: `County and local election officials took part this week in cybersecurity drills organized by the state, practicing how to respond to a simulated ransomware attack and a fast-spreading false rumor on social media.

## The scenarios

In one exercise, a county's email system was "locked" the morning of an election. In another, a fabricated video claiming polls had closed early spread online. Clerks practiced **paper backups** and rapid public corrections.

> "The best defense is boring: paper poll books in a box, phone trees, and knowing your local reporters by name," said Marianne Doyle, a county clerk from the Upper Peninsula.

## Lessons learned

Participants said the most difficult part was communicating quickly without amplifying false claims. State officials said they would update guidance on how clerks should correct misinformation.

Michigan uses paper ballots statewide, which officials say allows results to be verified through audits.`,
    author: 'Priya Natarajan',
    category: 'michigan-politics',
    level: 'Michigan Politics',
    section: 'Elections',
    tags: ['Elections', 'Cybersecurity', 'Secretary of State'],
    hoursAgo: 520,
    imageUrl: img('election-drill'),
  },
  {
    title: 'Exclusive: Lobbyist spending on Line 5 hit a multi-year high',
    excerpt: 'Disclosure reports show spending on lobbying around the pipeline rose as the tunnel permits moved forward.',
    content: `Spending on lobbying related to the Line 5 pipeline rose to its highest level in several years, according to lobbyist disclosure reports analyzed by Mitics.

## What the reports show

Reports filed with the state show increased spending by **energy companies, trade groups and environmental organizations** alike. The filings list meetings and events with legislators and staff.

> "You can read these reports as a map of where the decision is actually being made," said Nora Feldman, the researcher.

## Why now

The proposed tunnel project to replace the pipeline segment under the Straits of Mackinac has moved through state and federal permitting steps, and court cases over the existing easement continue.

Lobbyist disclosure in Michigan captures some spending but not all, since much of the activity involving state agencies and regulators is not covered by the same rules.`,
    author: 'Renee Alvarado',
    category: 'exclusive',
    level: 'Michigan Politics',
    section: 'Watchdog',
    tags: ['Line 5', 'Lobbying', 'Energy', 'Transparency'],
    hoursAgo: 540,
    imageUrl: img('line5-hearing'),
  },
  {
    title: 'Analysis: What the open U.S. Senate seat means for Michigan’s clout in Washington',
    excerpt: 'A retirement means seniority walks out the door. How much that matters depends on committees.',
    content: `Michigan will send a new senator to Washington after the next election, because the incumbent announced he would not seek another term. Beyond the campaign, that raises a practical question: what happens to the state's clout?

## Seniority matters, but less than it used to

Senate seniority shapes **committee assignments and chairmanships**. A departing senator with years of service leaves behind relationships and a place in line that a newcomer will not have.

## Where Michigan stands

Michigan's other senator was elected in 2024 and is still building seniority. The state's House delegation includes members of both parties on committees that shape trade, defense and agriculture — the areas that matter most to the state's economy.

> "The real question is not who has the most years. It is who sits on Appropriations, Commerce and Armed Services," said Dr. Alan Mercer, a political scientist.

## What to watch

Candidates in both parties are campaigning. Whoever wins, early committee assignments will indicate how quickly Michigan can rebuild its influence.`,
    author: 'Marcus Ellery',
    category: 'analysis',
    level: 'Federal Politics',
    section: 'Analysis',
    tags: ['Congress', 'U.S. Senate', 'Elections 2026', 'Analysis'],
    hoursAgo: 560,
    imageUrl: img('us-capitol'),
  },
  {
    title: 'Michigan Supreme Court hears arguments on public records fees',
    excerpt: 'The case asks whether agencies can charge for time spent reviewing records for exemptions.',
    content: `The Michigan Supreme Court heard arguments on Wednesday in a dispute over how much government agencies may charge for fulfilling Freedom of Information Act requests.

## The question

Michigan's FOIA allows agencies to charge for labor in some cases. The dispute is whether time spent **reviewing records for exemptions** counts, and how agencies must justify fees.

> "If a fee can be whatever an agency says it is, then the law's promise of access is only for those who can afford it," said Anita Rhodes, the attorney for the requester in the case.

## The stakes

Journalists, advocacy groups and citizens say high fees deter records requests. Local governments say they lack staff to handle large requests without charging.

The justices asked pointed questions of both sides. A ruling is expected later this term.`,
    author: 'Renee Alvarado',
    category: 'michigan-politics',
    level: 'Michigan Politics',
    section: 'Courts',
    tags: ['Michigan Supreme Court', 'FOIA', 'Transparency'],
    hoursAgo: 580,
    imageUrl: img('supreme-court-chamber'),
    videoUrl: 'https://vimeo.com/900000202',
  },
  {
    title: 'Tariffs on steel and aluminum ripple through West Michigan furniture makers',
    excerpt: 'Office furniture manufacturers say input costs have risen and some orders have moved abroad.',
    content: `Office furniture manufacturers in West Michigan say tariffs on steel and aluminum have raised their input costs, and some customers have shifted orders to competitors abroad.

## The industry

West Michigan is home to some of the country's best-known **office furniture makers**, who rely on steel for chairs, desks and shelving.

> "Our steel costs went up. Our competitors in other countries did not pay that tariff on the finished chair," said Lorraine Velthuis, an operations manager at a supplier in Holland.

## The other side

Steelworkers' unions and some domestic steel producers support the tariffs, arguing they protect jobs in the steel industry and national security.

The Michigan delegation's members have voiced different views on trade, reflecting the state's mix of manufacturers that buy steel and workers who make it.`,
    author: 'Caleb Osei',
    category: 'federal',
    level: 'Federal Politics',
    section: 'Policy',
    tags: ['Tariffs', 'Manufacturing', 'Grand Rapids', 'Trade'],
    hoursAgo: 600,
    imageUrl: img('furniture-factory'),
  },
  {
    title: 'Court of Claims rules for township in dispute over state revenue sharing',
    excerpt: 'A township argued the state underpaid constitutionally required revenue sharing for years.',
    content: `The Michigan Court of Claims ruled this week in favor of a township that argued the state had underpaid revenue sharing required by the constitution.

## The law

Michigan's constitution requires the state to share a portion of **sales tax revenue** with local governments. Statutory revenue sharing, set in the budget each year, is separate and has often been cut.

> "This is money our residents already paid at the register. We are asking for the share the constitution promises," said Supervisor Ray Hollis of the Pine Haven Township.

## What happens next

The state is expected to appeal. If the ruling stands, it could affect how the state calculates payments to every local government.

Local officials have long argued that revenue sharing has not kept pace with what they say they are owed.`,
    author: 'Priya Natarajan',
    category: 'politics',
    level: 'Michigan Politics',
    section: 'Courts',
    tags: ['Revenue Sharing', 'Local Government', 'Courts', 'Budget'],
    hoursAgo: 620,
    imageUrl: img('township-hall'),
  },
  {
    title: 'Campaign finance: Small donors power first-time legislative candidates',
    excerpt: 'Several candidates for open House seats report most of their money in contributions under $100.',
    content: `A number of first-time candidates for open state House seats are relying heavily on small donors, according to early campaign finance reports.

## The numbers

In several races, more than half of the contributions reported were **under $100**, a contrast with incumbents who rely more on PACs and leadership funds.

> "I have 600 donors and most of them gave twenty-five bucks. Every one of them is a voter I have met," said Alicia Ramos, a candidate in a suburban Detroit district.

## Why it matters

Small-dollar fundraising has grown with online platforms. Strategists say it can signal grassroots enthusiasm, but that open-seat races are often decided by late outside spending.

The next reports are due before the primary.`,
    author: 'Tom Kowalczyk',
    category: 'campaign-finance',
    level: 'Michigan Politics',
    section: 'Campaigns',
    tags: ['Campaign Finance', 'State House', 'Elections 2026', 'Small Donors'],
    hoursAgo: 86,
    imageUrl: img('campaign-volunteers'),
  },
  {
    title: 'Michigan National Guard units return from overseas deployment',
    excerpt: 'Families gathered at a base near Battle Creek as soldiers came home after nine months abroad.',
    content: `Several hundred soldiers from the Michigan Army National Guard returned home this week after a nine-month deployment overseas.

## The homecoming

Families gathered at a base near Battle Creek, holding signs and waving flags as buses arrived.

> "We have been counting down the days on the fridge calendar since January," said Tasha Miller, whose husband serves as a sergeant in the unit.

## Federal and state roles

Guard units are under state control unless called to federal service. Members of Michigan's congressional delegation have pressed for **stable funding** for Guard facilities in the state.

The state's veterans affairs agency offers reintegration services for returning members and their families.`,
    author: 'Caleb Osei',
    category: 'federal',
    level: 'Federal Politics',
    section: 'Policy',
    tags: ['Military', 'National Guard', 'Veterans'],
    hoursAgo: 8,
    imageUrl: img('guard-homecoming'),
  },
  {
    title: 'Analysis: The independent candidate for governor is rewriting the playbook',
    excerpt: 'An independent bid changes the math for both parties in a three-way race.',
    content: `Michigan's open race for governor features candidates from both major parties and a well-known independent, a dynamic that could reshape how campaigns are run.

## The math of three

In a three-way race, the winner may need **far less than half** of the vote. Both parties worry the independent could draw disproportionately from their voters.

> "Every poll is now two polls: one with the independent and one without. Campaigns will spend as much time on the spoiler question as on their own message," said Dr. Alan Mercer, the political scientist.

## Ballot access

Independent candidates in Michigan must collect signatures to qualify. The rules differ from party primaries, and the timelines matter for fundraising and messaging.

## What to watch

Watch who endorses whom among mayors, unions and business groups. Those endorsements will say more about the race than early polls.`,
    author: 'Marcus Ellery',
    category: 'analysis',
    level: 'Michigan Politics',
    section: 'Campaigns',
    tags: ['Governor', 'Elections 2026', 'Analysis', 'Campaigns'],
    hoursAgo: 60,
    imageUrl: img('campaign-rally'),
    isFeatured: true,
  },
  {
    title: 'House passes bill requiring disclosure of AI-generated political ads',
    excerpt: 'The bill would require a clear label on political ads that use synthetic images, video or audio.',
    content: `The Michigan House passed a bill on Thursday requiring political ads that use artificial intelligence to generate images, video or audio to carry a clear disclosure.

## What it requires

Ads using **synthetic media** to depict a real person would need a label stating that the content was generated or altered. The requirement applies within a set period before an election.

> "Voters deserve to know when the candidate they are watching never said those words," said Rep. Julia Marchetti, the sponsor.

## The debate

Some members raised free speech concerns and questions about enforcement. An amendment exempting satire and parody was adopted.

Michigan already has a law on deceptive AI-generated election content; supporters said this bill strengthens enforcement.`,
    author: 'Dana Whitfield',
    category: 'legislature',
    level: 'Michigan Politics',
    section: 'Campaigns',
    tags: ['AI', 'Elections', 'Campaign Ads', 'State House'],
    hoursAgo: 110,
    imageUrl: img('ai-ad-hearing'),
  },
  {
    title: 'Great Lakes water levels drop, worrying shoreline towns and shippers',
    excerpt: 'After years of record highs, lower levels bring different problems for harbors and boaters.',
    content: `Water levels on Lakes Michigan and Huron have dropped from the record highs of several years ago, bringing a different set of concerns for shoreline communities and shipping companies.

## The problem

Lower water means **shallower harbors**, which can force freighters to carry lighter loads. Some small-boat harbors need dredging to stay usable.

> "Five years ago we were sandbagging. Now we are dredging. The lake always wins," said Harbor Master Dale Nyquist of a Lake Michigan town.

## The outlook

Scientists say lake levels fluctuate naturally over years, driven by precipitation and evaporation. Federal dredging funds are allocated each year, and harbor towns compete for them.

Members of the state's delegation have pushed for more consistent dredging funding for small harbors.`,
    author: 'Helen Marsh',
    category: 'michigan-politics',
    level: 'Michigan Politics',
    section: 'Policy',
    tags: ['Great Lakes', 'Shipping', 'Environment'],
    hoursAgo: 260,
    imageUrl: img('harbor-low-water'),
  },
  {
    title: 'Budget talks: Universities brace for flat funding as enrollment shifts',
    excerpt: 'Public universities warn of tuition increases if state support does not keep up with costs.',
    content: `Michigan's public universities are preparing for flat or minimally increased state funding next year as budget negotiations continue in Lansing.

## The stakes

State support per student remains **below pre-recession levels** when adjusted for inflation, university leaders say. Enrollment is shifting, with some regional campuses losing students while larger universities grow.

> "When the state does not keep up, tuition fills the gap. That is not a threat; it is arithmetic," said Dr. Miriam Costa, a president of a regional university.

## The debate in Lansing

Some lawmakers want to tie funding increases to tuition restraint and graduation rates. Others want to prioritize community colleges and workforce programs.

Negotiators say higher education funding will likely be settled as part of the final budget deal.`,
    author: 'Dana Whitfield',
    category: 'michigan-politics',
    level: 'Michigan Politics',
    section: 'Legislature',
    tags: ['Budget', 'Higher Education', 'Lansing'],
    hoursAgo: 330,
    imageUrl: img('university-campus'),
  },
  {
    title: 'Federal transit grant to fund new bus rapid transit line in Grand Rapids',
    excerpt: 'The line will connect downtown with suburban job centers.',
    content: `A federal grant will help fund a new bus rapid transit line in the Grand Rapids area, connecting downtown with suburban employment centers.

## The route

The new line will feature **dedicated lanes on some segments**, traffic signal priority and level boarding platforms.

> "This is about getting people to jobs. A reliable bus that comes every ten minutes changes what jobs you can take," said Carla Whitmore, a transit board chair.

## Funding

The federal grant covers a large share of construction. Local funding comes from a transit millage approved by voters.

Members of the area's congressional delegation supported the grant application.`,
    author: 'Caleb Osei',
    category: 'federal',
    level: 'Federal Politics',
    section: 'Policy',
    tags: ['Transit', 'Grand Rapids', 'Infrastructure', 'Congress'],
    hoursAgo: 650,
    imageUrl: img('bus-rapid-transit'),
  },
  {
    title: 'Mayors push Lansing for more revenue sharing ahead of budget deal',
    excerpt: 'Leaders from cities of every size say the formula has not kept pace with costs.',
    content: `Mayors from across Michigan gathered at the Capitol this week to push lawmakers for an increase in revenue sharing as budget negotiations continue.

## The message

Mayors said statutory revenue sharing has been **cut repeatedly** over two decades and that rising costs for police, fire and infrastructure are straining city budgets.

> "We are not asking for new money. We are asking for the money that was promised," said Mayor Teresa Vance of a mid-sized city.

## The response

Lawmakers from both parties expressed sympathy but noted competing demands from schools, roads and Medicaid.

The final budget is expected to include some increase for revenue sharing, though the amount is unresolved.`,
    author: 'Jordan Baptiste',
    category: 'politics',
    level: 'Michigan Politics',
    section: 'Legislature',
    tags: ['Revenue Sharing', 'Local Government', 'Budget', 'Lansing'],
    hoursAgo: 35,
    imageUrl: img('mayors-capitol'),
  },
  {
    title: 'Explainer: How a bill becomes law in Michigan',
    excerpt: 'From introduction to the governor’s signature, here is how legislation moves through Lansing.',
    content: `Michigan's Legislature has two chambers: a **110-member House** and a **38-member Senate**. Here is how a bill moves through them.

## Introduction and committee

A bill is introduced and referred to a committee, where it may be heard, amended, or left untouched. Most bills never leave committee.

## Floor votes

If reported out, a bill goes to the full chamber for debate and a vote. It then goes to the other chamber, which repeats the process.

> "The committee chair is the most powerful person most people have never heard of," said Ellen Kowal, the former fiscal analyst.

## The governor

Once both chambers pass identical versions, the bill goes to the governor, who can sign or veto it. A veto can be overridden by a two-thirds vote in each chamber.

## Immediate effect

Bills passed with a two-thirds vote can take **immediate effect**. Otherwise, they take effect 91 days after the session adjourns.`,
    author: 'Priya Natarajan',
    category: 'analysis',
    level: 'Michigan Politics',
    section: 'Legislature',
    tags: ['Explainer', 'Lansing', 'State House', 'State Senate'],
    hoursAgo: 380,
    imageUrl: img('legislature-chamber'),
  },
];
