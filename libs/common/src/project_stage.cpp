#include <cw/project_stage.hpp>

namespace cw {

std::string to_string(ProjectStage stage) {
  switch (stage) {
    case ProjectStage::down_payment: return "down_payment";
    case ProjectStage::milestone: return "milestone";
    case ProjectStage::final_payment: return "final_payment";
  }
  return "down_payment";  // not reached: every stage is named above
}

std::optional<ProjectStage> parse_project_stage(std::string_view text) {
  for (auto stage : kProjectStages) {
    if (to_string(stage) == text) return stage;
  }
  return std::nullopt;
}

std::string to_string(DisputeOutcome outcome) {
  switch (outcome) {
    case DisputeOutcome::release: return "release";
    case DisputeOutcome::refund: return "refund";
    case DisputeOutcome::split: return "split";
  }
  return "release";  // not reached: every outcome is named above
}

std::optional<DisputeOutcome> parse_dispute_outcome(std::string_view text) {
  for (auto outcome : {DisputeOutcome::release, DisputeOutcome::refund, DisputeOutcome::split}) {
    if (to_string(outcome) == text) return outcome;
  }
  return std::nullopt;
}

}  // namespace cw
