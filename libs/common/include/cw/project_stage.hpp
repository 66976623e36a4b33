#pragma once
// A project's three paid stages and an admin's decision on a disputed one, named alike by projects (its milestones),
// billing (its payment types: 50 / 30 / 20 % of the accepted bid) and the events between them. Plain types: the
// domains of both services use them, and the event contracts carry them.
#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace cw {

enum class ProjectStage { down_payment, milestone, final_payment };
inline constexpr std::array<ProjectStage, 3> kProjectStages{ProjectStage::down_payment, ProjectStage::milestone,
                                                            ProjectStage::final_payment};
std::string to_string(ProjectStage stage);  // down_payment, milestone, final_payment
std::optional<ProjectStage> parse_project_stage(std::string_view text);

// release: all of the held money to the engineer; refund: all of it back to the client; split: parted between them.
enum class DisputeOutcome { release, refund, split };
std::string to_string(DisputeOutcome outcome);  // release, refund, split
std::optional<DisputeOutcome> parse_dispute_outcome(std::string_view text);

}  // namespace cw
