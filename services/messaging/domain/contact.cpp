#include "domain/contact.hpp"

namespace messaging {

std::string inquiry_label(const std::string& inquiry_type) {
  if (inquiry_type == "technical") return "Technical Support";
  if (inquiry_type == "billing") return "Billing & Payments";
  if (inquiry_type == "partnership") return "Partnership";
  if (inquiry_type == "verification") return "Engineer Verification";
  return "General Inquiry";
}

std::string contact_limit_message(std::chrono::seconds retry_after) {
  const auto minutes = (retry_after.count() + 59) / 60;
  return "Too many messages. Please try again in " + std::to_string(minutes) +
         (minutes == 1 ? " minute." : " minutes.");
}

NotificationDraft contact_notification(const ContactForm& form) {
  return {"contact", "New Contact Message",
          form.name + " (" + inquiry_label(form.inquiry_type) + "): " + form.subject, std::nullopt, std::nullopt,
          std::nullopt};
}

}  // namespace messaging
