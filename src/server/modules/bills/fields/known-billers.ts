/**
 * A prior for the vendor rule: large US utilities, telephone, internet, TV and insurance
 * companies, with the short name people type and the web domains their bills print. It is
 * never a source on its own: an entry counts only when the bill's own text prints one of its
 * names or domains (vendor.ts), and a bill of a company missing here is read from its evidence.
 *
 * Sources: the names of the largest utilities come from the U.S. Energy Information
 * Administration, "Investor-owned utilities served 72% of U.S. electricity customers in 2017"
 * (eia.gov/todayinenergy/detail.php?id=40913: PG&E, Southern California Edison, LADWP, PREPA)
 * and Certrec's "Top Ten Largest U.S. Electric Utility Companies" (Exelon, MidAmerican Energy,
 * Entergy, TVA). The other entries, and every web domain, are unverified: written from general
 * knowledge of the companies' public names, and harmless when wrong, since a bill that does not
 * print the name or domain never matches it.
 */
export type KnownBiller = {
  /** The name a person would type for the obligation. */
  name: string;
  /** Other names the company's bills print ("Pacific Gas and Electric Company"). */
  aliases: string[];
  /** Web domains without "www." ("pge.com"). */
  domains: string[];
};

const biller = (name: string, aliases: string[], domains: string[]): KnownBiller => ({
  name,
  aliases,
  domains,
});

export const KNOWN_BILLERS: readonly KnownBiller[] = [
  // Electric and gas utilities
  biller('PG&E', ['Pacific Gas and Electric', 'Pacific Gas & Electric'], ['pge.com']),
  biller('Southern California Edison', ['SCE', 'Edison'], ['sce.com']),
  biller('SDG&E', ['San Diego Gas & Electric', 'San Diego Gas and Electric'], ['sdge.com']),
  biller(
    'SoCalGas',
    ['Southern California Gas Company', 'Southern California Gas'],
    ['socalgas.com'],
  ),
  biller('LADWP', ['Los Angeles Department of Water and Power'], ['ladwp.com']),
  biller('SMUD', ['Sacramento Municipal Utility District'], ['smud.org']),
  biller('Silicon Valley Power', [], ['siliconvalleypower.com']),
  biller('Pacific Power', [], ['pacificpower.net']),
  biller('Rocky Mountain Power', [], ['rockymountainpower.net']),
  biller('Portland General Electric', ['PGE'], ['portlandgeneral.com']),
  biller('Puget Sound Energy', ['PSE'], ['pse.com']),
  biller('Seattle City Light', [], ['seattle.gov/city-light']),
  biller('Avista', ['Avista Utilities'], ['myavista.com']),
  biller('Idaho Power', [], ['idahopower.com']),
  biller('NV Energy', [], ['nvenergy.com']),
  biller('APS', ['Arizona Public Service'], ['aps.com']),
  biller('SRP', ['Salt River Project'], ['srpnet.com']),
  biller('Tucson Electric Power', ['TEP'], ['tep.com']),
  biller('Xcel Energy', [], ['xcelenergy.com']),
  biller('Black Hills Energy', [], ['blackhillsenergy.com']),
  biller('Evergy', [], ['evergy.com']),
  biller('Ameren', ['Ameren Missouri', 'Ameren Illinois'], ['ameren.com']),
  biller('ComEd', ['Commonwealth Edison'], ['comed.com']),
  biller('Nicor Gas', [], ['nicorgas.com']),
  biller('Peoples Gas', [], ['peoplesgasdelivery.com']),
  biller('MidAmerican Energy', [], ['midamericanenergy.com']),
  biller('Alliant Energy', [], ['alliantenergy.com']),
  biller('We Energies', [], ['we-energies.com']),
  biller('DTE Energy', ['DTE'], ['dteenergy.com']),
  biller('Consumers Energy', [], ['consumersenergy.com']),
  biller('AEP', ['American Electric Power', 'AEP Ohio', 'Appalachian Power'], ['aep.com']),
  biller('FirstEnergy', ['Ohio Edison', 'Penelec', 'Met-Ed', 'JCP&L'], ['firstenergycorp.com']),
  biller('Duke Energy', [], ['duke-energy.com']),
  biller('Dominion Energy', [], ['dominionenergy.com']),
  biller('Georgia Power', [], ['georgiapower.com']),
  biller('Alabama Power', [], ['alabamapower.com']),
  biller('FPL', ['Florida Power & Light', 'Florida Power and Light'], ['fpl.com']),
  biller('TECO', ['Tampa Electric'], ['tampaelectric.com']),
  biller('Entergy', [], ['entergy.com']),
  biller('TVA', ['Tennessee Valley Authority'], ['tva.com']),
  biller('CenterPoint Energy', [], ['centerpointenergy.com']),
  biller('Atmos Energy', [], ['atmosenergy.com']),
  biller('Oncor', [], ['oncor.com']),
  biller('TXU Energy', [], ['txu.com']),
  biller('Reliant', ['Reliant Energy'], ['reliant.com']),
  biller('Austin Energy', [], ['austinenergy.com']),
  biller('CPS Energy', [], ['cpsenergy.com']),
  biller('OG&E', ['Oklahoma Gas and Electric'], ['oge.com']),
  biller('Con Edison', ['Consolidated Edison', 'ConEd'], ['coned.com']),
  biller('National Grid', [], ['nationalgridus.com']),
  biller('PSE&G', ['Public Service Electric and Gas'], ['pseg.com']),
  biller('PECO', [], ['peco.com']),
  biller('PPL Electric Utilities', ['PPL'], ['pplelectric.com']),
  biller('BGE', ['Baltimore Gas and Electric'], ['bge.com']),
  biller('Pepco', [], ['pepco.com']),
  biller('Eversource', [], ['eversource.com']),
  biller('Central Maine Power', [], ['cmpco.com']),
  biller('Hawaiian Electric', [], ['hawaiianelectric.com']),
  biller('PREPA', ['Puerto Rico Electric Power Authority'], ['aeepr.com']),
  biller('Spire', ['Spire Energy'], ['spireenergy.com']),
  biller('Southwest Gas', [], ['swgas.com']),
  biller('NW Natural', ['Northwest Natural'], ['nwnatural.com']),
  biller('Washington Gas', [], ['washingtongas.com']),
  biller('Columbia Gas', [], ['columbiagasohio.com']),
  biller('American Water', [], ['amwater.com']),
  // Telephone, internet and TV
  biller('AT&T', [], ['att.com']),
  biller('Verizon', ['Verizon Wireless', 'Verizon Fios'], ['verizon.com']),
  biller('T-Mobile', [], ['t-mobile.com']),
  biller('Xfinity', ['Comcast'], ['xfinity.com', 'comcast.com']),
  biller('Spectrum', ['Charter Communications'], ['spectrum.com', 'spectrum.net']),
  biller('Cox', ['Cox Communications'], ['cox.com']),
  biller('Optimum', ['Altice'], ['optimum.net', 'optimum.com']),
  biller('Frontier', ['Frontier Communications'], ['frontier.com']),
  biller('CenturyLink', ['Lumen'], ['centurylink.com']),
  biller('Windstream', ['Kinetic'], ['windstream.com']),
  biller('Mediacom', [], ['mediacomcable.com']),
  biller('Consolidated Communications', [], ['consolidated.com']),
  biller('US Cellular', ['UScellular'], ['uscellular.com']),
  biller('DIRECTV', [], ['directv.com']),
  biller('DISH', ['DISH Network'], ['dish.com']),
  biller('Google Fiber', [], ['fiber.google.com']),
  // Insurance
  biller('State Farm', [], ['statefarm.com']),
  biller('GEICO', [], ['geico.com']),
  biller('Progressive', [], ['progressive.com']),
  biller('Allstate', [], ['allstate.com']),
  biller('USAA', [], ['usaa.com']),
  biller('Liberty Mutual', [], ['libertymutual.com']),
  biller('Farmers Insurance', ['Farmers'], ['farmers.com']),
  biller('Nationwide', [], ['nationwide.com']),
  biller('Travelers', [], ['travelers.com']),
  biller('American Family Insurance', [], ['amfam.com']),
  // Waste
  biller('Waste Management', ['WM'], ['wm.com']),
  biller('Republic Services', [], ['republicservices.com']),
];
