// Reads outbox rows, one JSON object a line ({"topic", "key", "type", "payload"}: payload is the envelope the outbox
// stores), and holds each to its event's contract exactly as a consumer reads it: the envelope parses, its type is
// the row's, its data reads as that event's type (strictly: cw/events/contracts.hpp), that type's topic and key are
// the row's, and the data written back from the type is the data stored (nothing made outside the contract).
// Prints one line for each row that does not fit and exits 1 when any did; tests/integration/
// test_outbox_rows_fit_their_contracts.py feeds it what the services wrote while it drove the main flows.
#include <cw/events/contracts.hpp>
#include <cw/events/envelope.hpp>

#include <functional>
#include <iostream>
#include <map>
#include <string>

namespace {

using cw::events::Json;

// Why the row does not fit, or "" when it does.
using Check = std::function<std::string(const Json& row, const Json& data)>;

template <class Event>
std::pair<std::string, Check> contract() {
  return {Event::kType, [](const Json& row, const Json& data) -> std::string {
            const auto event = data.get<Event>();
            if (row.at("topic") != Event::kTopic) return std::string("topic is not ") + Event::kTopic;
            if (row.at("key") != event.key()) return "key is not " + event.key();
            if (Json(event) != data) return "the data is not what its contract writes: " + Json(event).dump();
            return "";
          }};
}

const std::map<std::string, Check>& contracts() {
  using namespace cw::events;
  static const std::map<std::string, Check> all{
      contract<UserRegistered>(),     contract<EngineerVerified>(),    contract<EngineerRejected>(),
      contract<EngineerReapplied>(),  contract<EngineerCertified>(),   contract<ProjectPosted>(),
      contract<BidPlaced>(),          contract<BidAccepted>(),         contract<ProjectCompleted>(),
      contract<ProjectCancelled>(),   contract<MilestoneSubmitted>(),  contract<MilestoneChangesRequested>(),
      contract<MilestoneApproved>(),  contract<MilestoneDisputed>(),   contract<DisputeResolved>(),
      contract<MessageSent>(),        contract<EmailSent>(),           contract<SubscriptionChanged>(),
      contract<PaymentSucceeded>(),   contract<StageReleased>(),       contract<StageRefunded>(),
      contract<EngineerCertificationFailed>(), contract<ReviewPosted>(), contract<FilesUploaded>(),
      contract<PaymentFailed>(),      contract<SubscriptionPeriodEnding>(), contract<SubscriptionRenewalFailed>(),
      contract<DirectMessageSent>(),  contract<EngineerVerificationRevoked>(),
      contract<InvitationSent>(),     contract<BrandingChanged>(),     contract<SubscriptionTrialEnding>(),
      contract<AccountDeleted>(),     contract<CertificationFeePaid>(), contract<CertificateIssued>(),
      contract<CertificateExpiring>(), contract<EngineerDirectoryAppearances>(),
  };
  return all;
}

std::string misfit(const std::string& line) {
  const auto row = Json::parse(line, nullptr, false);
  if (!row.is_object() || !row.contains("payload") || !row.contains("type")) return "not an outbox row";
  const auto envelope = cw::events::parse_envelope(row.at("payload").dump());
  if (!envelope) return "the payload is not an envelope";
  if (envelope->type != row.at("type")) return "the envelope's type is not the row's";
  const auto found = contracts().find(envelope->type);
  if (found == contracts().end()) return "no contract for the type " + envelope->type;
  try {
    return found->second(row, envelope->data);
  } catch (const std::exception& error) {
    return error.what();
  }
}

}  // namespace

int main() {
  int rows = 0;
  int misfits = 0;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    ++rows;
    if (auto why = misfit(line); !why.empty()) {
      ++misfits;
      std::cout << why << "\t" << line << "\n";
    }
  }
  std::cout << rows << " rows, " << misfits << " that do not fit their contract\n";
  return misfits == 0 ? 0 : 1;
}
