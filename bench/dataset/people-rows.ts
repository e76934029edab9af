import { bool, type TableData, ts } from "./cells.js";
import { idKind, type Plan, sessionHash } from "./plan.js";
import { mix, rngFrom } from "./prng.js";
import { firstNames, lastNames } from "./vocabulary.js";

const dayMs = 86_400_000;

function personName(plan: Plan, p: number) {
  const rng = rngFrom(mix(plan.seed, idKind.person, p));
  const first = rng.pick(firstNames);
  const last = rng.pick(lastNames);
  return { first, last, email: `${first}.${last}.${p}@bench.quorate.test`.toLowerCase() };
}

export function peopleTable(plan: Plan): TableData {
  const created = ts(new Date(plan.options.anchor.getTime() - plan.size.years * 365 * dayMs));
  return {
    table: "people",
    columns: ["id", "first_name", "last_name", "email", "created_at", "updated_at"],
    *rows() {
      for (let p = 0; p < plan.size.people; p++) {
        const n = personName(plan, p);
        yield [plan.personId(p), n.first, n.last, n.email, created, created];
      }
    },
  };
}

export function organisationsTable(plan: Plan): TableData {
  const anchor = plan.options.anchor.getTime();
  return {
    table: "organisations",
    columns: [
      "id",
      "name",
      "short_name",
      "country",
      "time_zone",
      "parent_id",
      "status",
      "trial_start_date",
      "trial_duration_in_days",
      "account_owner_person_id",
      "has_billing_info",
    ],
    *rows() {
      for (const o of plan.orgs) {
        // One in twenty is still on a free trial, so My Home shows trial days left.
        const trial = o.index % 20 === 7;
        const owner = o.members[0];
        yield [
          o.id,
          o.name,
          o.name.slice(0, 20),
          o.zone.country,
          o.zone.zone,
          o.parent === null ? null : (plan.orgs[o.parent]?.id ?? null),
          trial ? "FreeTrial" : "Active",
          trial ? ts(new Date(anchor - (o.index % 25) * dayMs)) : null,
          trial ? "30" : null,
          owner ? plan.personId(owner.person) : null,
          bool(!trial),
        ];
      }
    },
  };
}

export function accountsTable(plan: Plan): TableData {
  const confirmed = ts(new Date(plan.options.anchor.getTime() - 365 * dayMs));
  return {
    table: "accounts",
    // No password: bench users are signed in through sessions made here.
    columns: ["person_id", "email", "email_confirmed_at"],
    *rows() {
      for (let p = 0; p < plan.size.people; p++) {
        if (plan.hasAccount(p)) yield [plan.personId(p), personName(plan, p).email, confirmed];
      }
    },
  };
}

export function sessionsTable(plan: Plan): TableData {
  const anchor = plan.options.anchor.getTime();
  return {
    table: "sessions",
    columns: ["token_hash", "person_id", "created_at", "expires_at", "last_seen_at", "user_agent"],
    *rows() {
      for (const user of plan.benchUsers) {
        yield [
          sessionHash(user),
          user.personId,
          ts(new Date(anchor)),
          ts(new Date(anchor + 365 * dayMs)),
          ts(new Date(anchor)),
          "quorate-bench",
        ];
      }
    },
  };
}

export function membershipsTable(plan: Plan): TableData {
  return {
    table: "memberships",
    columns: ["organisation_id", "person_id", "role", "is_board_member", "login_enabled"],
    *rows() {
      for (const o of plan.orgs) {
        for (const m of o.members) {
          yield [
            o.id,
            plan.personId(m.person),
            m.role,
            bool(m.isBoardMember),
            bool(m.loginEnabled && plan.hasAccount(m.person)),
          ];
        }
      }
    },
  };
}
