#include "app/conversations.hpp"

#include "app/views.hpp"
#include "store/conversation_store.hpp"

#include <cw/errors.hpp>
#include <cw/events.hpp>
#include <cw/events/member_plans.hpp>
#include <cw/request_context.hpp>

#include <algorithm>
#include <map>
#include <tuple>

namespace messaging {

namespace {

ProjectParties parties_of(pqxx::transaction_base& tx, std::int64_t project_id) {
  auto project = store::find_project(tx, project_id);
  if (!project) throw cw::not_found(kProjectNotFound);
  return project->parties;
}

constexpr auto kPartiesLifetime = std::chrono::seconds(60);  // should a notification go astray
const cw::member_plans::MemberPlan kStarter = cw::member_plans::starter();
constexpr std::size_t kMaxKeptProjects = 100000;
// Plans are forgotten when member_plans changes; this only bounds the harm of a notification gone astray.
constexpr auto kPlanLifetime = std::chrono::minutes(10);
constexpr std::size_t kMaxKeptPlans = 200000;

void ensure_participant(const ProjectParties& parties, std::int64_t user_id) {
  if (!is_participant(parties, user_id)) throw cw::forbidden(kNotParticipant);
}

// A sender's clientMessageId on a project: a message sent again carries the same.
using ResendKey = std::tuple<std::int64_t, std::int64_t, std::string>;

// A message's message.sent, under the request that sent it; the insert fills in the message's id and time.
cw::events::OutboxRow sent_event(const Outgoing& outgoing) {
  const cw::ScopedRequestId scope(outgoing.request_id);
  return cw::events::outbox_row(cw::events::MessageSent{0, outgoing.project_id, outgoing.sender_id,
                                                        outgoing.receiver_id, ""});
}

std::optional<ResendKey> resend_key(const Outgoing& outgoing) {
  if (!outgoing.client_message_id) return std::nullopt;
  return ResendKey{outgoing.sender_id, outgoing.project_id, *outgoing.client_message_id};
}

ResendKey resend_key(const Message& message) {
  return {message.sender_id, message.project_id, message.client_message_id.value_or("")};
}

// For each message whose clientMessageId an earlier message of the batch carries: the index of that one.
std::vector<std::optional<std::size_t>> repeats_in(const std::vector<Outgoing>& batch) {
  std::map<ResendKey, std::size_t> first_in_batch;
  std::vector<std::optional<std::size_t>> repeat_of(batch.size());
  for (std::size_t i = 0; i < batch.size(); ++i) {
    auto key = resend_key(batch[i]);
    if (!key) continue;
    auto [first, is_first] = first_in_batch.emplace(std::move(*key), i);
    if (!is_first) repeat_of[i] = first->second;
  }
  return repeat_of;
}

// The messages stored under these keys, by key; one read, none without keys.
std::map<ResendKey, Message> stored_under(cw::db::Pool& db, const std::vector<ResendKey>& keys) {
  std::map<ResendKey, Message> stored;
  if (keys.empty()) return stored;
  std::vector<store::ClientMessageKey> wanted;
  for (const auto& [sender_id, project_id, client_message_id] : keys) {
    wanted.push_back({sender_id, project_id, client_message_id});
  }
  for (auto& message : db.read([&](pqxx::nontransaction& tx) { return store::messages_by_client_ids(tx, wanted); })) {
    auto key = resend_key(message);
    stored.emplace(std::move(key), std::move(message));
  }
  return stored;
}

// The answer to a message sent under a clientMessageId that already stands for `earlier`.
SendOutcome resend_outcome(const Message& earlier, const Outgoing& outgoing) {
  if (is_resend_of(earlier, outgoing.receiver_id, outgoing.content)) return Resent{earlier};
  return cw::conflict(kClientMessageIdReused);
}

// Why the sender may not send this message to its receiver, if they may not.
std::optional<cw::DomainError> refusal(const Outgoing& outgoing,
                                       const std::unordered_map<std::int64_t, ProjectParties>& known) {
  auto project = known.find(outgoing.project_id);
  if (project == known.end()) return cw::not_found(kProjectNotFound);
  if (!is_participant(project->second, outgoing.sender_id)) return cw::forbidden(kNotParticipant);
  if (!may_talk(project->second, outgoing.sender_id, outgoing.receiver_id)) return cw::forbidden(kNotYourPartner);
  return std::nullopt;
}

}  // namespace

Conversations::Conversations(cw::db::Pool& db)
    : db_(db), parties_(kPartiesLifetime, kMaxKeptProjects), plans_(kPlanLifetime, kMaxKeptPlans) {}

const Message* answered_message(const SendOutcome& outcome) {
  if (const auto* resent = std::get_if<Resent>(&outcome)) return &resent->original;
  return std::get_if<Message>(&outcome);
}

nlohmann::json Conversations::history(std::int64_t user_id, std::int64_t project_id,
                                      const std::optional<std::string>& after,
                                      const std::optional<std::string>& limit) {
  const auto after_id = history_after(after);
  const auto page_size = history_limit(limit);
  return db_.read([&](pqxx::nontransaction& tx) {
    ensure_participant(parties_of(tx, project_id), user_id);
    auto body = nlohmann::json::array();
    for (const auto& message : store::messages_of_user(tx, project_id, user_id, after_id, page_size)) {
      body.push_back(message_json(message));
    }
    return body;
  });
}

std::vector<SendOutcome> Conversations::send_all(const std::vector<Outgoing>& batch) {
  // A clientMessageId sent earlier in the batch, or stored before, is answered by its first sending.
  const auto repeat_of = repeats_in(batch);
  std::vector<ResendKey> keys;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (auto key = resend_key(batch[i]); key && !repeat_of[i]) keys.push_back(std::move(*key));
  }
  const auto stored_before = stored_under(db_, keys);

  std::vector<std::optional<SendOutcome>> outcomes(batch.size());
  std::vector<Outgoing> fresh;
  std::vector<std::size_t> fresh_at;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (repeat_of[i]) continue;
    auto key = resend_key(batch[i]);
    auto earlier = key ? stored_before.find(*key) : stored_before.end();
    if (earlier != stored_before.end()) {
      outcomes[i] = resend_outcome(earlier->second, batch[i]);
    } else {
      fresh.push_back(batch[i]);
      fresh_at.push_back(i);
    }
  }
  auto sent = send_new(fresh);
  for (std::size_t k = 0; k < fresh.size(); ++k) outcomes[fresh_at[k]] = std::move(sent[k]);

  std::vector<SendOutcome> answers;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (!repeat_of[i]) {
      answers.push_back(*outcomes[i]);  // a copy: a repeat later in the batch reads it too
    } else if (const auto* first = answered_message(*outcomes[*repeat_of[i]])) {
      answers.push_back(resend_outcome(*first, batch[i]));
    } else {
      answers.push_back(*outcomes[*repeat_of[i]]);  // refused like its first sending
    }
  }
  return answers;
}

std::vector<SendOutcome> Conversations::send_new(const std::vector<Outgoing>& batch) {
  std::vector<std::optional<cw::DomainError>> refused(batch.size());
  std::vector<std::string> texts(batch.size());
  std::vector<std::int64_t> project_ids;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    try {
      texts[i] = message_content(batch[i].content);
      project_ids.push_back(batch[i].project_id);
    } catch (const cw::DomainError& invalid) {
      refused[i] = invalid;
    }
  }
  auto known = parties(project_ids);
  std::vector<std::int64_t> doubtful;  // refused by parties that may be out of date
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (!refused[i] && refusal(batch[i], known)) doubtful.push_back(batch[i].project_id);
  }
  if (!doubtful.empty()) {
    for (auto& [project_id, fresh] : load_parties(doubtful)) known.insert_or_assign(project_id, std::move(fresh));
  }

  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (!refused[i]) refused[i] = refusal(batch[i], known);
  }
  refuse_past_daily_limits(batch, refused);

  std::vector<store::NewMessage> rows;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (refused[i]) continue;
    const auto& outgoing = batch[i];
    rows.push_back({outgoing.project_id, outgoing.sender_id, outgoing.receiver_id, std::move(texts[i]),
                    outgoing.client_message_id, sent_event(outgoing)});
  }
  // The messages and their events in one statement: one round trip and one commit for the batch, before any answer.
  std::vector<std::optional<Message>> stored;
  if (!rows.empty()) {
    stored = db_.single_statement([&](pqxx::nontransaction& tx) { return store::insert_messages(tx, rows); });
  }
  // Skipped by the unique clientMessageId: its sender's other sending stored it meanwhile (and has committed).
  std::vector<ResendKey> skipped;
  auto row = stored.begin();
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (refused[i]) continue;
    if (!*row++) skipped.push_back(*resend_key(batch[i]));
  }
  const auto stored_meanwhile = stored_under(db_, skipped);

  std::vector<SendOutcome> outcomes;
  auto next = stored.begin();
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (refused[i]) {
      outcomes.emplace_back(std::move(*refused[i]));
    } else if (auto& message = *next++) {
      outcomes.emplace_back(std::move(*message));
    } else {
      outcomes.push_back(resend_outcome(stored_meanwhile.at(*resend_key(batch[i])), batch[i]));
    }
  }
  return outcomes;
}

void Conversations::refuse_past_daily_limits(const std::vector<Outgoing>& batch,
                                             std::vector<std::optional<cw::DomainError>>& refused) {
  std::vector<std::int64_t> senders;
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (!refused[i]) senders.push_back(batch[i].sender_id);
  }
  if (senders.empty()) return;
  std::sort(senders.begin(), senders.end());
  senders.erase(std::unique(senders.begin(), senders.end()), senders.end());
  // Plans come from memory (the writer's common case: no read at all for members without a limit); those not kept,
  // and the day's count of the senders whose plan limits them, come from one read.
  std::vector<std::int64_t> missing;
  auto plans = plans_.find(senders, missing);
  const auto limited_among = [](const PlansById& known, const std::vector<std::int64_t>& members) {
    std::vector<std::int64_t> limited;
    for (auto member : members) {
      const auto plan = known.find(member);
      const auto& member_plan = plan == known.end() ? kStarter : plan->second;
      if (member_plan.limits.messages_per_day != cw::kUnlimitedUse) limited.push_back(member);
    }
    return limited;
  };
  std::unordered_map<std::int64_t, std::int64_t> sent;
  if (!missing.empty() || !limited_among(plans, senders).empty()) {
    const auto generation = plans_.generation();
    auto read = db_.read([&](pqxx::nontransaction& tx) {
      auto plans_read = missing.empty() ? PlansById() : cw::member_plans::plans_of(tx, missing);
      // A member with no row yet is held to starter's limits, and not kept: their first plan may be on its way.
      auto known = plans;
      for (const auto& [member, plan] : plans_read) known.insert_or_assign(member, plan);
      const auto limited = limited_among(known, senders);
      auto counted = limited.empty() ? std::unordered_map<std::int64_t, std::int64_t>() : store::sent_today(tx, limited);
      return std::pair(std::move(plans_read), std::move(counted));
    });
    plans_.keep(read.first, generation);
    for (auto& [member, plan] : read.first) plans.insert_or_assign(member, std::move(plan));
    sent = std::move(read.second);
  }
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (refused[i]) continue;
    const auto sender = batch[i].sender_id;
    auto plan = plans.find(sender);
    const auto& member = plan == plans.end() ? kStarter : plan->second;
    auto& used = sent[sender];
    if (cw::member_plans::reached(member.limits.messages_per_day, used)) {
      refused[i] = cw::forbidden(cw::member_plans::limit_message(member, member.limits.messages_per_day,
                                                                 "messages a day", "unlimited messages"));
    } else {
      ++used;
    }
  }
}

std::optional<cw::DomainError> Conversations::past_daily_limit(std::int64_t sender_id) {
  Outgoing one;
  one.sender_id = sender_id;
  std::vector<std::optional<cw::DomainError>> refused(1);
  refuse_past_daily_limits({one}, refused);
  return refused.front();
}

void Conversations::forget_plan(std::int64_t user_id) { plans_.forget(user_id); }

void Conversations::forget_all_plans() { plans_.forget_all(); }

void Conversations::forget_parties(std::int64_t project_id) { parties_.forget(project_id); }

void Conversations::forget_all_parties() { parties_.forget_all(); }

Conversations::PartiesById Conversations::parties(const std::vector<std::int64_t>& project_ids) {
  std::vector<std::int64_t> missing;
  auto found = parties_.find(project_ids, missing);
  if (!missing.empty()) found.merge(load_parties(missing));
  return found;
}

Conversations::PartiesById Conversations::load_parties(const std::vector<std::int64_t>& project_ids) {
  const auto generation = parties_.generation();
  auto projects = db_.read([&](pqxx::nontransaction& tx) { return store::find_projects(tx, project_ids); });
  PartiesById loaded;
  for (auto& [project_id, project] : projects) loaded.emplace(project_id, std::move(project.parties));
  parties_.keep(loaded, generation);
  return loaded;
}

void Conversations::check_participant(std::int64_t user_id, std::int64_t project_id) {
  db_.read([&](pqxx::nontransaction& tx) { ensure_participant(parties_of(tx, project_id), user_id); });
}

}  // namespace messaging
