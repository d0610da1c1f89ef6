import type { MirrorOperator } from '../modules/mirrors';
import type { GrowthOperator } from '../modules/growth';
import { formatTable } from './format';
import { UsageError } from './usage-error';

/** The usage lines of the mirror, campaign and rule commands (part of USAGE). */
export const GROWTH_USAGE = `  mirror list                                           every domain with its players' probe reports of the last 24 h
  mirror retire <host> <newLink>                        send the domain's visitors to newLink (as a 301 would)
  mirror activate <host>                                serve the domain again
  mirror meta <host> <value>                            set its search-engine verification meta ("" removes it)
  campaign add <utm_source> <utm_campaign> [promoType promoValue]
                                                        add a campaign, or set or clear its promo
  rule set <path> internal|external <target>            redirect a path to another path or to a full address
  rule remove <path>                                    remove a path's rule`;

/** A parsed mirror, campaign or rule command. */
export type GrowthCommand =
  | { name: 'mirror-list' }
  | { name: 'mirror-retire'; host: string; newLink: string }
  | { name: 'mirror-activate'; host: string }
  | { name: 'mirror-meta'; host: string; value: string }
  | {
      name: 'campaign-add';
      utmSource: string;
      utmCampaign: string;
      promo: { type: string; value: string } | null;
    }
  | { name: 'rule-set'; path: string; kind: 'internal' | 'external'; target: string }
  | { name: 'rule-remove'; path: string };

/** The services the growth commands run through. */
export type GrowthServices = { mirrors: MirrorOperator; growth: GrowthOperator };

const GROWTH_COMMANDS: readonly string[] = ['mirror', 'campaign', 'rule'];

function hostOf(text: string): string {
  const host = text.trim().toLowerCase();
  if (!/^[a-z0-9.-]{1,253}$/.test(host)) throw new UsageError(`"${text}" is not a host name`);
  return host;
}

function webAddressOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`"${text}" is not an http or https address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`"${text}" is not an http or https address`);
  return url.toString();
}

/** A site path: starts with one `/` (`//x` would leave the site). */
function pathOf(text: string): string {
  if (!/^\/(?!\/)/.test(text) || text.length > 2_000)
    throw new UsageError(`"${text}" is not a path like /promo`);
  return text;
}

function textOf(text: string, what: string, max: number): string {
  const value = text.trim();
  if (!value || value.length > max) throw new UsageError(`${what} must be 1 to ${max} characters`);
  return value;
}

/** Parses `mirror …`, `campaign …` and `rule …`; undefined for any other command name. */
export function parseGrowthCommand(name: string, args: string[]): GrowthCommand | undefined {
  if (!GROWTH_COMMANDS.includes(name)) return undefined;
  const [sub, ...rest] = args;
  const expect = (...counts: number[]) => {
    if (!counts.includes(rest.length))
      throw new UsageError(
        `${name} ${sub} takes ${counts.join(' or ')} argument${counts.at(-1) === 1 ? '' : 's'}`,
      );
  };
  switch (`${name} ${sub ?? ''}`) {
    case 'mirror list':
      expect(0);
      return { name: 'mirror-list' };
    case 'mirror retire':
      expect(2);
      return { name: 'mirror-retire', host: hostOf(rest[0]!), newLink: webAddressOf(rest[1]!) };
    case 'mirror activate':
      expect(1);
      return { name: 'mirror-activate', host: hostOf(rest[0]!) };
    case 'mirror meta':
      expect(2);
      if (rest[1]!.trim().length > 500) throw new UsageError('the meta value must be at most 500 characters');
      return { name: 'mirror-meta', host: hostOf(rest[0]!), value: rest[1]!.trim() };
    case 'campaign add': {
      expect(2, 4);
      const [utmSource, utmCampaign, type, value] = rest.map((v) => textOf(v, 'each value', 500));
      return {
        name: 'campaign-add',
        utmSource: utmSource!,
        utmCampaign: utmCampaign!,
        promo: type && value ? { type, value } : null,
      };
    }
    case 'rule set': {
      expect(3);
      const [path, kind, target] = rest as [string, string, string];
      if (kind === 'internal') return { name: 'rule-set', path: pathOf(path), kind, target: pathOf(target) };
      if (kind === 'external')
        return { name: 'rule-set', path: pathOf(path), kind, target: webAddressOf(target) };
      throw new UsageError(`"${kind}" is not internal or external`);
    }
    case 'rule remove':
      expect(1);
      return { name: 'rule-remove', path: pathOf(rest[0]!) };
    default:
      throw new UsageError(`unknown command "${[name, sub].filter(Boolean).join(' ')}"`);
  }
}

/** Runs a growth command and writes what happened, line by line. */
export async function runGrowthCommand(
  services: GrowthServices,
  command: GrowthCommand,
  out: (line: string) => void,
) {
  const { mirrors, growth } = services;
  switch (command.name) {
    case 'mirror-list': {
      const rows = await mirrors.list();
      return out(
        formatTable(
          ['host', 'status', 'new link', 'meta', 'reports', 'failed', 'median ms'],
          rows.map((m) => [
            m.host,
            m.status,
            m.newLink ?? '',
            m.verificationMeta ?? '',
            String(m.reports),
            String(m.failed),
            m.medianMs === null ? '' : String(m.medianMs),
          ]),
        ),
      );
    }
    case 'mirror-retire': {
      const row = await mirrors.retire(command.host, command.newLink);
      return out(`Mirror ${row.host} retired: its visitors go to ${row.newLink}.`);
    }
    case 'mirror-activate': {
      const row = await mirrors.activate(command.host);
      return out(`Mirror ${row.host} is active.`);
    }
    case 'mirror-meta': {
      const row = await mirrors.setMeta(command.host, command.value);
      return out(
        row.verificationMeta
          ? `Mirror ${row.host} verification meta: ${row.verificationMeta}`
          : `Mirror ${row.host} has no verification meta.`,
      );
    }
    case 'campaign-add': {
      const row = await growth.saveCampaign(command.utmSource, command.utmCampaign, command.promo);
      const promo = row.promoType ? `promo ${row.promoType} ${row.promoValue}` : 'no promo';
      return out(
        `Campaign ${row.id} (utm_source=${row.utmSource}, utm_campaign=${row.utmCampaign}): ${promo}.`,
      );
    }
    case 'rule-set': {
      const row = await growth.setRule(command.path, { kind: command.kind, target: command.target });
      return out(`Rule for ${row.path}: ${row.kind} redirect to ${row.target}.`);
    }
    case 'rule-remove':
      await growth.removeRule(command.path);
      return out(`Rule for ${command.path} removed.`);
  }
}
