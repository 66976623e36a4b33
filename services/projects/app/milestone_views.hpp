#pragma once
// A project's milestones as the API shows them: its stages with their submissions and disputes, and the timeline
// in words.
#include "domain/delivery_verdict.hpp"
#include "domain/milestone.hpp"
#include "domain/project.hpp"
#include "domain/project_file.hpp"

#include <nlohmann/json.hpp>

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace projects {

// What a project's milestones document is made of, as the store read it.
struct MilestonesRead {
  std::vector<Milestone> milestones;
  std::vector<Submission> submissions;
  std::vector<Dispute> disputes;  // oldest first: a stage shows its newest
  std::vector<ProjectFile> files;
  std::vector<TimelineEntry> timeline;
};

// {projectId, maxRevisions, autoApproveDays, milestones, timeline}.
nlohmann::json milestones_json(const Project& project, const MilestonesRead& read);
nlohmann::json dispute_json(const Dispute& dispute);

// A time the database wrote with iso_utc() ("YYYY-MM-DDTHH:MM:SS.mmmZ"), to the second.
std::optional<std::chrono::system_clock::time_point> parse_iso(const std::optional<std::string>& text);

}  // namespace projects
