#pragma once
// The admin dashboard's figures and the words of its activity feed. No I/O here.
#include <cstdint>
#include <string>

namespace analytics {

inline constexpr int kAdminListLength = 5;     // pending and verified engineers, recent projects (spec section 9)
inline constexpr int kActivityLength = 20;

// Completed divided by total, as a rounded percent; 0 when there are no projects.
int completion_rate(std::int64_t completed, std::int64_t total);

// "Mia Stone", or "an engineer" when the name is not known yet.
std::string someone(const std::string& name, const char* fallback);

}  // namespace analytics
