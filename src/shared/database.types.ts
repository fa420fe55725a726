export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      audit_log: {
        Row: {
          action: string;
          actor_email: string | null;
          actor_id: string | null;
          detail: NonNullable<Json>;
          id: number;
          occurred_at: string;
          target_id: string | null;
          target_table: string | null;
        };
        Insert: {
          action: string;
          actor_email?: string | null;
          actor_id?: string | null;
          detail?: NonNullable<Json>;
          id?: never;
          occurred_at?: string;
          target_id?: string | null;
          target_table?: string | null;
        };
        Update: {
          action?: string;
          actor_email?: string | null;
          actor_id?: string | null;
          detail?: NonNullable<Json>;
          id?: never;
          occurred_at?: string;
          target_id?: string | null;
          target_table?: string | null;
        };
        Relationships: [];
      };
      booking_host_hours: {
        Row: {
          end_time: string;
          host_id: string;
          id: string;
          start_time: string;
          weekday: number;
        };
        Insert: {
          end_time: string;
          host_id: string;
          id?: string;
          start_time: string;
          weekday: number;
        };
        Update: {
          end_time?: string;
          host_id?: string;
          id?: string;
          start_time?: string;
          weekday?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_host_hours_host_id_fkey';
            columns: ['host_id'];
            isOneToOne: false;
            referencedRelation: 'booking_hosts';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_host_overrides: {
        Row: {
          end_time: string | null;
          host_id: string;
          id: string;
          on_date: string;
          start_time: string | null;
        };
        Insert: {
          end_time?: string | null;
          host_id: string;
          id?: string;
          on_date: string;
          start_time?: string | null;
        };
        Update: {
          end_time?: string | null;
          host_id?: string;
          id?: string;
          on_date?: string;
          start_time?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'booking_host_overrides_host_id_fkey';
            columns: ['host_id'];
            isOneToOne: false;
            referencedRelation: 'booking_hosts';
            referencedColumns: ['id'];
          },
        ];
      };
      booking_hosts: {
        Row: {
          active: boolean;
          created_at: string;
          daily_cap: number;
          email: string | null;
          id: string;
          last_booked_at: string | null;
          name: string;
          time_zone: string;
        };
        Insert: {
          active?: boolean;
          created_at?: string;
          daily_cap?: number;
          email?: string | null;
          id?: string;
          last_booked_at?: string | null;
          name: string;
          time_zone: string;
        };
        Update: {
          active?: boolean;
          created_at?: string;
          daily_cap?: number;
          email?: string | null;
          id?: string;
          last_booked_at?: string | null;
          name?: string;
          time_zone?: string;
        };
        Relationships: [];
      };
      booking_settings: {
        Row: {
          buffer_minutes: number;
          horizon_days: number;
          id: boolean;
          meeting_minutes: number;
          notice_minutes: number;
        };
        Insert: {
          buffer_minutes?: number;
          horizon_days?: number;
          id?: boolean;
          meeting_minutes?: number;
          notice_minutes?: number;
        };
        Update: {
          buffer_minutes?: number;
          horizon_days?: number;
          id?: boolean;
          meeting_minutes?: number;
          notice_minutes?: number;
        };
        Relationships: [];
      };
      consultations: {
        Row: {
          booking_sequence: number;
          busy_during: unknown;
          client_hash: string | null;
          company: string | null;
          created_at: string;
          duration_minutes: number;
          email: string;
          held_at: string | null;
          held_reason: string | null;
          host_id: string | null;
          id: string;
          landing_path: string | null;
          meeting_link: string | null;
          message: string | null;
          name: string;
          phone: string | null;
          preferred_at: string | null;
          preferred_date: string | null;
          preferred_time: string | null;
          referrer: string | null;
          requested_slots: string[] | null;
          scheduled_at: string | null;
          search_text: string | null;
          service_type: string;
          spam_trap: string | null;
          status: string;
          time_zone: string | null;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
        };
        Insert: {
          booking_sequence?: number;
          busy_during?: unknown;
          client_hash?: string | null;
          company?: string | null;
          created_at?: string;
          duration_minutes?: number;
          email: string;
          held_at?: string | null;
          held_reason?: string | null;
          host_id?: string | null;
          id?: string;
          landing_path?: string | null;
          meeting_link?: string | null;
          message?: string | null;
          name: string;
          phone?: string | null;
          preferred_at?: string | null;
          preferred_date?: string | null;
          preferred_time?: string | null;
          referrer?: string | null;
          requested_slots?: string[] | null;
          scheduled_at?: string | null;
          search_text?: never;
          service_type?: string;
          spam_trap?: string | null;
          status?: string;
          time_zone?: string | null;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
        };
        Update: {
          booking_sequence?: number;
          busy_during?: unknown;
          client_hash?: string | null;
          company?: string | null;
          created_at?: string;
          duration_minutes?: number;
          email?: string;
          held_at?: string | null;
          held_reason?: string | null;
          host_id?: string | null;
          id?: string;
          landing_path?: string | null;
          meeting_link?: string | null;
          message?: string | null;
          name?: string;
          phone?: string | null;
          preferred_at?: string | null;
          preferred_date?: string | null;
          preferred_time?: string | null;
          referrer?: string | null;
          requested_slots?: string[] | null;
          scheduled_at?: string | null;
          search_text?: never;
          service_type?: string;
          spam_trap?: string | null;
          status?: string;
          time_zone?: string | null;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'consultations_host_id_fkey';
            columns: ['host_id'];
            isOneToOne: false;
            referencedRelation: 'booking_hosts';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_submissions: {
        Row: {
          client_hash: string | null;
          company: string | null;
          created_at: string;
          email: string;
          held_at: string | null;
          held_reason: string | null;
          id: string;
          landing_path: string | null;
          message: string;
          name: string;
          phone: string | null;
          referrer: string | null;
          search_text: string | null;
          spam_trap: string | null;
          status: string;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
        };
        Insert: {
          client_hash?: string | null;
          company?: string | null;
          created_at?: string;
          email: string;
          held_at?: string | null;
          held_reason?: string | null;
          id?: string;
          landing_path?: string | null;
          message: string;
          name: string;
          phone?: string | null;
          referrer?: string | null;
          search_text?: never;
          spam_trap?: string | null;
          status?: string;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
        };
        Update: {
          client_hash?: string | null;
          company?: string | null;
          created_at?: string;
          email?: string;
          held_at?: string | null;
          held_reason?: string | null;
          id?: string;
          landing_path?: string | null;
          message?: string;
          name?: string;
          phone?: string | null;
          referrer?: string | null;
          search_text?: never;
          spam_trap?: string | null;
          status?: string;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
        };
        Relationships: [];
      };
      event_lead_notes: {
        Row: {
          answers: NonNullable<Json>;
          created_at: string;
          id: string;
          lead_id: string;
          note: string | null;
          rating: string;
          staff_name: string | null;
        };
        Insert: {
          answers?: NonNullable<Json>;
          created_at?: string;
          id: string;
          lead_id: string;
          note?: string | null;
          rating: string;
          staff_name?: string | null;
        };
        Update: {
          answers?: NonNullable<Json>;
          created_at?: string;
          id?: string;
          lead_id?: string;
          note?: string | null;
          rating?: string;
          staff_name?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'event_lead_notes_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: true;
            referencedRelation: 'event_leads';
            referencedColumns: ['id'];
          },
        ];
      };
      event_leads: {
        Row: {
          captured_at: string;
          company: string | null;
          consent: boolean;
          created_at: string;
          device_id: string;
          email: string;
          event_name: string;
          full_name: string;
          id: string;
          interested_in: string[];
          job_title: string | null;
          notes: string | null;
          search_text: string | null;
          send_me: string[] | null;
          staff_name: string | null;
          status: string;
        };
        Insert: {
          captured_at: string;
          company?: string | null;
          consent: boolean;
          created_at?: string;
          device_id: string;
          email: string;
          event_name: string;
          full_name: string;
          id?: string;
          interested_in?: string[];
          job_title?: string | null;
          notes?: string | null;
          search_text?: never;
          send_me?: string[] | null;
          staff_name?: string | null;
          status?: string;
        };
        Update: {
          captured_at?: string;
          company?: string | null;
          consent?: boolean;
          created_at?: string;
          device_id?: string;
          email?: string;
          event_name?: string;
          full_name?: string;
          id?: string;
          interested_in?: string[];
          job_title?: string | null;
          notes?: string | null;
          search_text?: never;
          send_me?: string[] | null;
          staff_name?: string | null;
          status?: string;
        };
        Relationships: [];
      };
      job_applications: {
        Row: {
          availability: string;
          client_hash: string | null;
          cover_letter: string;
          created_at: string;
          email: string;
          expected_salary: string | null;
          full_name: string;
          held_at: string | null;
          held_reason: string | null;
          id: string;
          landing_path: string | null;
          linkedin_url: string | null;
          location: string;
          phone: string;
          position: string;
          referrer: string | null;
          resume_path: string | null;
          resume_problem: string | null;
          resume_url: string | null;
          search_text: string | null;
          spam_trap: string | null;
          status: string;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
          years_of_experience: string;
        };
        Insert: {
          availability: string;
          client_hash?: string | null;
          cover_letter: string;
          created_at?: string;
          email: string;
          expected_salary?: string | null;
          full_name: string;
          held_at?: string | null;
          held_reason?: string | null;
          id?: string;
          landing_path?: string | null;
          linkedin_url?: string | null;
          location: string;
          phone: string;
          position: string;
          referrer?: string | null;
          resume_path?: string | null;
          resume_problem?: string | null;
          resume_url?: string | null;
          search_text?: never;
          spam_trap?: string | null;
          status?: string;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          years_of_experience: string;
        };
        Update: {
          availability?: string;
          client_hash?: string | null;
          cover_letter?: string;
          created_at?: string;
          email?: string;
          expected_salary?: string | null;
          full_name?: string;
          held_at?: string | null;
          held_reason?: string | null;
          id?: string;
          landing_path?: string | null;
          linkedin_url?: string | null;
          location?: string;
          phone?: string;
          position?: string;
          referrer?: string | null;
          resume_path?: string | null;
          resume_problem?: string | null;
          resume_url?: string | null;
          search_text?: never;
          spam_trap?: string | null;
          status?: string;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          years_of_experience?: string;
        };
        Relationships: [];
      };
      lead_notifications: {
        Row: {
          attempts: number;
          channel: string;
          claimed_until: string | null;
          client_hash: string | null;
          created_at: string;
          digest_id: string | null;
          id: string;
          last_error: string | null;
          lead_id: string;
          lead_table: string;
          next_attempt_at: string;
          recipient: string | null;
          revision: number;
          sent_at: string | null;
          state: string;
        };
        Insert: {
          attempts?: number;
          channel: string;
          claimed_until?: string | null;
          client_hash?: string | null;
          created_at?: string;
          digest_id?: string | null;
          id?: string;
          last_error?: string | null;
          lead_id: string;
          lead_table: string;
          next_attempt_at?: string;
          recipient?: string | null;
          revision?: number;
          sent_at?: string | null;
          state?: string;
        };
        Update: {
          attempts?: number;
          channel?: string;
          claimed_until?: string | null;
          client_hash?: string | null;
          created_at?: string;
          digest_id?: string | null;
          id?: string;
          last_error?: string | null;
          lead_id?: string;
          lead_table?: string;
          next_attempt_at?: string;
          recipient?: string | null;
          revision?: number;
          sent_at?: string | null;
          state?: string;
        };
        Relationships: [];
      };
      lead_retention: {
        Row: {
          lead_table: string;
          months: number;
          updated_at: string;
          updated_by: string | null;
        };
        Insert: {
          lead_table: string;
          months: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Update: {
          lead_table?: string;
          months?: number;
          updated_at?: string;
          updated_by?: string | null;
        };
        Relationships: [];
      };
      profiles: {
        Row: {
          created_at: string;
          display_name: string | null;
          user_id: string;
        };
        Insert: {
          created_at?: string;
          display_name?: string | null;
          user_id: string;
        };
        Update: {
          created_at?: string;
          display_name?: string | null;
          user_id?: string;
        };
        Relationships: [];
      };
      resume_checks: {
        Row: {
          checked_at: string;
          object_name: string;
          reason: string | null;
          verdict: string;
        };
        Insert: {
          checked_at?: string;
          object_name: string;
          reason?: string | null;
          verdict: string;
        };
        Update: {
          checked_at?: string;
          object_name?: string;
          reason?: string | null;
          verdict?: string;
        };
        Relationships: [];
      };
      testimonials: {
        Row: {
          client_name: string;
          company: string;
          content: string;
          created_at: string;
          featured: boolean;
          id: string;
          image_url: string | null;
          rating: number;
          role: string | null;
        };
        Insert: {
          client_name: string;
          company: string;
          content: string;
          created_at?: string;
          featured?: boolean;
          id?: string;
          image_url?: string | null;
          rating: number;
          role?: string | null;
        };
        Update: {
          client_name?: string;
          company?: string;
          content?: string;
          created_at?: string;
          featured?: boolean;
          id?: string;
          image_url?: string | null;
          rating?: number;
          role?: string | null;
        };
        Relationships: [];
      };
      user_roles: {
        Row: {
          created_at: string;
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Insert: {
          created_at?: string;
          role: Database['public']['Enums']['app_role'];
          user_id: string;
        };
        Update: {
          created_at?: string;
          role?: Database['public']['Enums']['app_role'];
          user_id?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      available_slots: {
        Args: { from_at: string; to_at: string };
        Returns: {
          hosts: number;
          start_at: string;
        }[];
      };
      book_slots: {
        Args: { booking_id: string; requested_slots: string[] };
        Returns: Json;
      };
      booking_by_token: { Args: { token: string }; Returns: Json };
      booking_outcome: { Args: { booking_id: string }; Returns: Json };
      booth_devices: {
        Args: Record<PropertyKey, never>;
        Returns: {
          app_version: string;
          created_at: string;
          enrolled_at: string;
          event_name: string;
          failed: number;
          id: string;
          label: string;
          last_contact_at: string;
          last_delivery_at: string;
          last_seen_at: string;
          persisted: boolean;
          revoked_at: string;
          waiting: number;
        }[];
      };
      booth_heartbeat: {
        Args: {
          app_version: string;
          failed: number;
          last_delivery_at: string;
          persisted: boolean;
          waiting: number;
        };
        Returns: Json;
      };
      cancel_booking: { Args: { token: string }; Returns: Json };
      claim_lead_notifications: {
        Args: { batch_size?: number; lease_seconds?: number };
        Returns: {
          attempts: number;
          channel: string;
          created_at: string;
          id: string;
          kind_recent_staff_mails: number;
          lead: Json;
          lead_id: string;
          lead_table: string;
          manage_token: string;
          revision: number;
        }[];
      };
      create_device_enrolment: {
        Args: { event_name: string; label?: string };
        Returns: string;
      };
      discard_held_lead: {
        Args: { lead_id: string; lead_table: string };
        Returns: undefined;
      };
      enrol_booth_device: {
        Args: { code: string; event_name: string };
        Returns: Json;
      };
      erase_person: { Args: { email: string }; Returns: Json };
      event_lead_notes_of: {
        Args: { lead_ids: string[] };
        Returns: {
          answers: Json;
          created_at: string;
          lead_id: string;
          note: string;
          rating: string;
          staff_name: string;
        }[];
      };
      event_lead_totals: { Args: Record<PropertyKey, never>; Returns: Json };
      event_report: {
        Args: { event_name: string; time_zone?: string };
        Returns: Json;
      };
      export_leads: {
        Args: {
          after_created_at?: string;
          after_id?: string;
          columns: string[];
          group_field?: string;
          group_value?: string;
          lead_id?: string;
          lead_table: string;
          oldest_first?: boolean;
          page_size?: number;
          received_before?: string;
          received_from?: string;
          statuses?: string[];
          words?: string;
        };
        Returns: Json;
      };
      export_person: { Args: { email: string }; Returns: Json };
      forget_resume_checks: {
        Args: Record<PropertyKey, never>;
        Returns: number;
      };
      grant_admin_set_up: {
        Args: { issuer: string; totp_secret: string; user_email: string };
        Returns: string;
      };
      has_admin_set_up_code: {
        Args: Record<PropertyKey, never>;
        Returns: boolean;
      };
      has_granted_factor: { Args: Record<PropertyKey, never>; Returns: boolean };
      held_leads: { Args: { lead_table: string }; Returns: Json };
      hook_mfa_verification_attempt: { Args: { event: Json }; Returns: Json };
      host_calendar_feed: { Args: { token: string }; Returns: Json };
      host_calendar_feed_issued_at: {
        Args: { host_id: string };
        Returns: string;
      };
      orphan_resumes: {
        Args: { older_than_minutes: number };
        Returns: string[];
      };
      pending_resume_size: { Args: { object_name: string }; Returns: number };
      pick_booking_time: {
        Args: { requested_slots: string[]; token: string };
        Returns: Json;
      };
      purge_expired_leads: { Args: Record<PropertyKey, never>; Returns: Json };
      record_factor_change: { Args: { change: string }; Returns: undefined };
      record_lead_notification: {
        Args: {
          digest?: string;
          error?: string;
          notification_id: string;
          outcome: string;
        };
        Returns: undefined;
      };
      record_resume_check: {
        Args: { object_name: string; reason: string; verdict: string };
        Returns: undefined;
      };
      redeem_admin_set_up: { Args: { code: string }; Returns: string };
      release_held_lead: {
        Args: { lead_id: string; lead_table: string };
        Returns: undefined;
      };
      request_booking_time: {
        Args: {
          preferred_date: string;
          preferred_time: string;
          time_zone: string;
          token: string;
        };
        Returns: Json;
      };
      request_resume_upload: {
        Args: { content_type: string; object_name: string; size_bytes: number };
        Returns: undefined;
      };
      retry_lead_notification: {
        Args: { notification_id: string };
        Returns: undefined;
      };
      revoke_booth_device: { Args: { device: string }; Returns: undefined };
      revoke_host_calendar_feed: {
        Args: { host_id: string };
        Returns: undefined;
      };
      rotate_host_calendar_feed: { Args: { host_id: string }; Returns: string };
      search_leads: {
        Args: {
          after_created_at?: string;
          after_id?: string;
          columns: string[];
          group_field?: string;
          group_value?: string;
          lead_table: string;
          oldest_first?: boolean;
          page_offset?: number;
          page_size?: number;
          received_before?: string;
          received_from?: string;
          statuses?: string[];
          with_total?: boolean;
          words: string;
        };
        Returns: Json;
      };
      unchecked_resumes: {
        Args: { max_count: number };
        Returns: {
          mimetype: string;
          name: string;
          size: number;
        }[];
      };
      wish_booking_time: {
        Args: {
          booking_id: string;
          preferred_date: string;
          preferred_time: string;
          time_zone: string;
        };
        Returns: Json;
      };
    };
    Enums: {
      app_role: 'admin';
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    keyof DefaultSchema['CompositeTypes'] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals;
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {
      app_role: ['admin'],
    },
  },
} as const;
