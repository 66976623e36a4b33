#pragma once
// The options of the post-project form and the browse filters: exactly the lists of the spec (section 9).
#include <string>
#include <vector>

namespace projects {

inline const std::vector<std::string> kCabinetTypes = {"Kitchen Cabinets", "Bathroom Vanity", "Built-in Storage",
                                                       "Custom Millwork", "Office Furniture", "Entertainment Center"};
inline const std::vector<std::string> kBudgetRanges = {"$500 - $1,000", "$1,000 - $2,500", "$2,500 - $5,000",
                                                       "$5,000+"};
inline const std::vector<std::string> kTimelines = {"1-2 weeks", "2-4 weeks", "1-2 months", "Flexible"};
inline const std::vector<std::string> kMaterials = {"Plywood", "MDF", "Solid Wood", "Mixed Materials"};
inline const std::vector<std::string> kDeliverables = {"CNC Files (DXF)", "Cut Lists", "Assembly Drawings",
                                                       "3D Renderings", "Material Lists", "Hardware Specifications",
                                                       "Installation Guide", "CAD Files"};

bool is_one_of(const std::string& value, const std::vector<std::string>& options);

}  // namespace projects
